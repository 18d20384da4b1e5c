// Pictures of what a caption or a goods name says (a dealer's 客户休息区 was drawn as
// a wheel, a 1:18 model car and an air freshener as a road). Each subject is a 640×360 scene
// whose main thing carries a class naming it (`sofa`, `desk`, `model-car`…), so a test can see
// what was drawn.

/** The subjects the drawer knows, found in a caption or a name by these words (first match wins). */
const SUBJECTS = [
  ['lounge', /休息区|休息室|咖啡/],
  ['desk', /洽谈|签约|接待/],
  ['kids', /儿童|游乐/],
  ['workshop', /车间|售后|维修|保养|检测/],
  ['handover', /交车/],
  ['showroom', /展厅|展车|门店|4S/],
  ['model-car', /车模|模型/],
  ['fragrance', /香氛|香薰|香水/],
  ['cup', /保温杯|水杯|杯/],
  ['mat', /脚垫|地垫/],
  ['fridge', /冰箱/],
  ['shade', /遮阳/],
  ['stickers', /徽章|贴纸/],
  ['wash', /精洗|洗车/],
  ['camp', /桌椅|帐篷|天幕/],
  ['keychain', /钥匙扣/],
  ['bag', /托特包|帆布包|背包/],
  ['card', /会员|年卡|月卡|季卡|流量包/],
  ['film', /车衣|改色膜/],
  ['screen-film', /钢化膜/],
  ['hook', /挂钩/],
  ['adapter', /转接头|V2L/],
  ['phone-mount', /支架/],
  ['charger', /充电桩|超充|充电枪|随车充|充电券|充电/],
] as const;
export type Subject = (typeof SUBJECTS)[number][0];

export function subjectOf(text: string): Subject | undefined {
  return SUBJECTS.find(([, re]) => re.test(text))?.[0];
}

const room = (wall: string, floor: string) =>
  `<rect width="640" height="360" fill="${wall}"/><rect y="250" width="640" height="110" fill="${floor}"/>`;

/** A small side view of a car (for rooms, stands and lifts) in `paint`, `w` wide at x, wheels on y. */
function smallCar(x: number, y: number, w: number, paint: string): string {
  const s = (w / 200).toFixed(3);
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -20 L2 -44 C8 -56 26 -60 48 -62 C70 -84 96 -96 128 -96 L150 -96 C172 -94 190 -76 198 -56 L200 -20 Z" fill="${paint}" stroke="#000" stroke-opacity=".25" stroke-width="3"/><path d="M58 -62 C78 -82 100 -90 128 -90 L146 -90 C164 -88 178 -76 186 -62 Z" fill="#2b3440" opacity=".85"/><circle cx="46" cy="-18" r="20" fill="#1c1c1e"/><circle cx="46" cy="-18" r="10" fill="#b9bec6"/><circle cx="156" cy="-18" r="20" fill="#1c1c1e"/><circle cx="156" cy="-18" r="10" fill="#b9bec6"/></g>`;
}

const DRAW: Record<Subject, (paint: string, h: number) => string> = {
  lounge: (paint) =>
    `${room('#efe6da', '#b99b7b')}<rect x="400" y="60" width="160" height="110" rx="6" fill="#9ecbf0" stroke="#fff" stroke-width="8"/>` +
    `<g class="sofa"><rect x="70" y="170" width="250" height="60" rx="20" fill="${paint}"/><rect x="70" y="210" width="250" height="50" rx="14" fill="${paint}"/><rect x="52" y="190" width="40" height="80" rx="16" fill="${paint}"/><rect x="298" y="190" width="40" height="80" rx="16" fill="${paint}"/><rect x="70" y="200" width="250" height="50" rx="14" fill="#000" opacity=".12"/></g>` +
    `<g class="table"><ellipse cx="450" cy="250" rx="90" ry="18" fill="#6d4c33"/><rect x="444" y="250" width="12" height="50" fill="#4a3322"/><ellipse cx="450" cy="300" rx="40" ry="8" fill="#4a3322"/></g>` +
    `<g class="coffee"><path d="M420 214 L424 244 L452 244 L456 214 Z" fill="#fff"/><path d="M456 220 C470 220 470 238 454 238" stroke="#fff" stroke-width="5" fill="none"/><ellipse cx="438" cy="214" rx="18" ry="4" fill="#6b3f1d"/><path d="M430 200 C426 192 436 188 432 180 M444 200 C440 192 450 188 446 180" stroke="#fff" stroke-width="3" fill="none" opacity=".8"/></g>`,
  desk: (paint) =>
    `${room('#e9edf2', '#9aa4ae')}<rect x="60" y="50" width="520" height="120" rx="6" fill="#c9d6e3"/>` +
    `<g class="desk"><rect x="170" y="190" width="300" height="18" rx="4" fill="#7a5a3e"/><rect x="186" y="208" width="14" height="84" fill="#5c422c"/><rect x="440" y="208" width="14" height="84" fill="#5c422c"/><rect x="290" y="172" width="60" height="18" rx="3" fill="#fff"/></g>` +
    `<g class="chairs"><rect x="96" y="176" width="64" height="70" rx="14" fill="${paint}"/><rect x="104" y="240" width="48" height="14" rx="6" fill="${paint}"/><rect x="124" y="254" width="8" height="40" fill="#333"/><rect x="480" y="176" width="64" height="70" rx="14" fill="${paint}"/><rect x="488" y="240" width="48" height="14" rx="6" fill="${paint}"/><rect x="508" y="254" width="8" height="40" fill="#333"/></g>`,
  kids: () =>
    `${room('#fff4d6', '#8fd0b8')}<g class="slide"><rect x="120" y="110" width="20" height="170" fill="#ee8a2a"/><rect x="200" y="110" width="20" height="170" fill="#ee8a2a"/><rect x="110" y="100" width="120" height="20" rx="6" fill="#4f8fd6"/><path d="M220 120 C300 140 330 240 420 280 L440 262 C350 222 320 124 232 102 Z" fill="#ffd100"/></g>` +
    `<g class="balls">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${460 + (i % 3) * 40}" cy="${300 - Math.floor(i / 3) * 34}" r="18" fill="${['#e0403a', '#3ec98a', '#4f8fd6'][i % 3]}"/>`).join('')}</g>`,
  workshop: (paint) =>
    `${room('#cfd6de', '#6f7780')}<g class="lift"><rect x="150" y="150" width="14" height="150" fill="#f2b84b"/><rect x="476" y="150" width="14" height="150" fill="#f2b84b"/><rect x="140" y="206" width="360" height="12" fill="#444"/></g>${smallCar(180, 206, 280, paint)}` +
    `<g class="tools"><rect x="540" y="170" width="70" height="120" rx="6" fill="#c3332e"/><rect x="548" y="184" width="54" height="10" fill="#8a1f1c"/><rect x="548" y="210" width="54" height="10" fill="#8a1f1c"/></g>`,
  handover: (paint) =>
    `${room('#f4f6f8', '#c4cad1')}<g class="car">${smallCar(150, 290, 340, paint)}</g>` +
    `<g class="ribbon"><rect x="150" y="196" width="340" height="12" fill="#e0403a"/><path d="M320 202 L286 176 L290 226 Z M320 202 L354 176 L350 226 Z" fill="#e0403a"/><circle cx="320" cy="202" r="10" fill="#b52d28"/></g>`,
  showroom: (paint) =>
    `${room('#dfe4ea', '#f4f6f8')}<g class="glass-wall">${[0, 1, 2, 3, 4].map((i) => `<rect x="${20 + i * 124}" y="30" width="112" height="200" fill="#9ecbf0" opacity=".6"/>`).join('')}</g>` +
    `<g class="spotlights">${[180, 320, 460].map((x) => `<path d="M${x - 10} 0 L${x + 10} 0 L${x + 60} 250 L${x - 60} 250 Z" fill="#fff6d0" opacity=".35"/>`).join('')}</g>` +
    `<g class="car">${smallCar(160, 300, 320, paint)}</g><ellipse cx="320" cy="304" rx="190" ry="10" fill="#000" opacity=".15"/>`,
  'model-car': (paint) =>
    `<rect width="640" height="360" fill="#2a2d33"/><ellipse cx="320" cy="170" rx="260" ry="130" fill="#fff" opacity=".06"/>` +
    `<g class="stand"><rect x="200" y="262" width="240" height="26" rx="4" fill="#15171b"/><rect x="180" y="286" width="280" height="22" rx="4" fill="#0d0e10"/><rect x="290" y="292" width="60" height="10" rx="2" fill="#c6a86c"/></g>` +
    `<g class="model-car">${smallCar(230, 262, 180, paint)}</g>` +
    `<rect x="190" y="120" width="260" height="192" rx="6" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>`,
  fragrance: (paint) =>
    `<rect width="640" height="360" fill="#e8e2f0"/><rect y="270" width="640" height="90" fill="#cfc6dc"/>` +
    `<g class="bottle"><rect x="270" y="110" width="100" height="160" rx="20" fill="${paint}" opacity=".85"/><rect x="270" y="170" width="100" height="100" rx="20" fill="#000" opacity=".12"/><rect x="298" y="76" width="44" height="38" rx="6" fill="#c6a86c"/><rect x="290" y="150" width="60" height="40" rx="4" fill="#fff" opacity=".8"/></g>` +
    `<g class="vent-clip"><rect x="420" y="190" width="120" height="20" rx="8" fill="#3a3e45"/><rect x="470" y="210" width="20" height="50" rx="4" fill="#3a3e45"/></g>` +
    `<path d="M300 68 C290 52 310 44 300 28 M320 66 C310 50 330 42 320 26 M340 68 C330 52 350 44 340 28" stroke="#9b8fb0" stroke-width="3" fill="none"/>`,
  cup: (paint) =>
    `<rect width="640" height="360" fill="#eef1f4"/><rect y="270" width="640" height="90" fill="#d6dbe1"/>` +
    `<g class="cup"><rect x="270" y="90" width="100" height="190" rx="18" fill="${paint}"/><rect x="264" y="70" width="112" height="30" rx="8" fill="#3a3e45"/><rect x="280" y="120" width="12" height="130" rx="6" fill="#fff" opacity=".35"/></g>`,
  mat: (paint) =>
    `<rect width="640" height="360" fill="#e9ecef"/>` +
    `<g class="mat"><path d="M150 60 L470 60 C500 60 520 80 520 110 L500 300 C496 320 480 330 460 330 L180 330 C160 330 144 320 140 300 L120 110 C120 80 130 60 150 60 Z" fill="#22252b"/><path d="M170 90 L450 90 L436 290 L184 290 Z" fill="none" stroke="${paint}" stroke-width="6"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M190 ${116 + i * 30} L430 ${116 + i * 30}" stroke="#3a3e45" stroke-width="8"/>`).join('')}</g>`,
  charger: (paint) =>
    `<rect width="640" height="360" fill="#dfe7ef"/><rect y="280" width="640" height="80" fill="#9aa4ae"/>` +
    `<g class="charger"><rect x="250" y="60" width="140" height="224" rx="14" fill="#f4f6f8" stroke="${paint}" stroke-width="6"/><rect x="272" y="86" width="96" height="60" rx="6" fill="#0d1b2a"/><path d="M322 96 L306 122 L324 122 L312 140" stroke="#3ec98a" stroke-width="6" fill="none"/><path d="M390 200 C460 200 470 260 430 290" stroke="#1c1c1e" stroke-width="10" fill="none"/><rect x="414" y="284" width="40" height="22" rx="6" fill="#1c1c1e"/></g>`,
  fridge: (paint) =>
    `<rect width="640" height="360" fill="#e6edf2"/><rect y="280" width="640" height="80" fill="#c3ccd4"/>` +
    `<g class="fridge"><rect x="200" y="130" width="240" height="150" rx="16" fill="#f4f6f8" stroke="#8a949e" stroke-width="4"/><rect x="190" y="112" width="260" height="30" rx="10" fill="${paint}"/><rect x="290" y="150" width="60" height="14" rx="7" fill="#8a949e"/><rect x="222" y="196" width="196" height="60" rx="8" fill="#d9f0fb"/>` +
    `${[0, 1, 2, 3].map((i) => `<rect x="${236 + i * 46}" y="206" width="26" height="44" rx="6" fill="${['#3ec98a', '#e0403a', '#4f8fd6', '#ffd100'][i]}"/>`).join('')}</g>` +
    `<g class="spray"><rect x="480" y="170" width="50" height="110" rx="10" fill="#4f8fd6"/><rect x="492" y="146" width="26" height="28" rx="4" fill="#3a3e45"/></g>`,
  shade: (paint) =>
    `<rect width="640" height="360" fill="#dfe6ee"/>` +
    `<g class="window"><path d="M120 300 L150 90 C160 70 180 60 210 60 L470 60 C500 60 520 80 526 110 L540 300 Z" fill="#9ecbf0" stroke="${paint}" stroke-width="14"/></g>` +
    `<g class="shade"><path d="M160 280 L184 100 L490 100 L506 280 Z" fill="#22252b" opacity=".78"/>${[0, 1, 2, 3, 4, 5, 6].map((i) => `<path d="M${196 + i * 44} 100 L${190 + i * 46} 280" stroke="#3a3e45" stroke-width="3"/>`).join('')}<circle cx="184" cy="104" r="7" fill="#c6a86c"/><circle cx="490" cy="104" r="7" fill="#c6a86c"/></g>`,
  stickers: (paint) =>
    `<rect width="640" height="360" fill="#f1efe9"/>` +
    `<g class="sticker-sheet"><rect x="130" y="40" width="380" height="280" rx="14" fill="#fff" stroke="#d6d0c4" stroke-width="3"/>` +
    `${[0, 1, 2, 3, 4, 5]
      .map((i) => {
        const [x, y] = [200 + (i % 3) * 120, 110 + Math.floor(i / 3) * 130];
        return i % 2
          ? `<path class="badge" d="M${x} ${y - 44} L${x + 13} ${y - 14} L${x + 44} ${y - 12} L${x + 20} ${y + 8} L${x + 28} ${y + 40} L${x} ${y + 22} L${x - 28} ${y + 40} L${x - 20} ${y + 8} L${x - 44} ${y - 12} L${x - 13} ${y - 14} Z" fill="${paint}"/>`
          : `<g class="badge"><circle cx="${x}" cy="${y}" r="42" fill="${['#3ec98a', '#4f8fd6', '#ee8a2a'][i % 3]}"/><path d="M${x + 6} ${y - 26} L${x - 14} ${y + 4} L${x + 2} ${y + 4} L${x - 6} ${y + 28} L${x + 16} ${y - 4} L${x} ${y - 4} Z" fill="#fff"/></g>`;
      })
      .join('')}</g>`,
  wash: (paint) =>
    `<rect width="640" height="360" fill="#e3eef6"/><rect y="280" width="640" height="80" fill="#a9b7c2"/>` +
    `<g class="bucket"><path d="M220 150 L420 150 L396 300 L244 300 Z" fill="${paint}"/><path d="M230 150 C260 90 380 90 410 150" stroke="#3a3e45" stroke-width="8" fill="none"/></g>` +
    `<g class="foam">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${236 + i * 28}" cy="${146 - (i % 2) * 14}" r="${22 + (i % 3) * 4}" fill="#fff"/>`).join('')}</g>` +
    `<g class="sponge"><rect x="450" y="236" width="110" height="56" rx="14" fill="#ffd100"/><rect x="450" y="236" width="110" height="18" rx="9" fill="#3ec98a"/></g>`,
  camp: (paint) =>
    `<rect width="640" height="360" fill="#dff0e6"/><rect y="250" width="640" height="110" fill="#8fbf8a"/>` +
    `<g class="folding-table"><rect x="220" y="170" width="200" height="14" rx="4" fill="#c6a86c"/><path d="M240 184 L300 290 M400 184 L340 290 M300 184 L240 290 M340 184 L400 290" stroke="#6b7380" stroke-width="6"/></g>` +
    `<g class="chairs">${[100, 480].map((x) => `<path d="M${x} 150 L${x + 60} 150 L${x + 66} 220 L${x - 6} 220 Z" fill="${paint}"/><path d="M${x - 6} 220 L${x + 66} 220 M${x} 222 L${x + 56} 296 M${x + 60} 222 L${x + 4} 296" stroke="#3a3e45" stroke-width="6"/>`).join('')}</g>`,
  keychain: (paint) =>
    `<rect width="640" height="360" fill="#2a2d33"/><ellipse cx="320" cy="190" rx="230" ry="120" fill="#fff" opacity=".05"/>` +
    `<g class="keychain"><circle cx="320" cy="96" r="40" fill="none" stroke="#c9ced6" stroke-width="10"/><rect x="312" y="132" width="16" height="30" rx="4" fill="#c9ced6"/><rect x="250" y="160" width="140" height="150" rx="28" fill="${paint}" stroke="#c9ced6" stroke-width="6"/><circle cx="320" cy="235" r="34" fill="none" stroke="#fff" stroke-width="6" opacity=".8"/></g>`,
  bag: (paint) =>
    `<rect width="640" height="360" fill="#f3ede4"/>` +
    `<g class="tote-bag"><path d="M250 130 C250 60 390 60 390 130" stroke="#8a6f4e" stroke-width="12" fill="none"/><path d="M190 130 L450 130 L470 320 L170 320 Z" fill="#e8dcc8" stroke="#c9b89c" stroke-width="4"/><rect x="240" y="190" width="160" height="50" rx="6" fill="${paint}"/><rect x="260" y="206" width="120" height="18" rx="4" fill="#fff" opacity=".8"/></g>`,
  card: (paint) =>
    `<rect width="640" height="360" fill="#e9edf3"/>` +
    `<g class="member-card"><rect x="150" y="70" width="340" height="214" rx="22" fill="${paint}"/><rect x="150" y="70" width="340" height="214" rx="22" fill="#fff" opacity=".12"/><rect x="186" y="120" width="56" height="42" rx="8" fill="#c6a86c"/><rect x="186" y="196" width="220" height="14" rx="7" fill="#fff" opacity=".7"/><rect x="186" y="224" width="140" height="14" rx="7" fill="#fff" opacity=".5"/><circle cx="440" cy="124" r="22" fill="#fff" opacity=".6"/></g>`,
  adapter: (paint) =>
    `<rect width="640" height="360" fill="#e4e9ef"/><rect y="290" width="640" height="70" fill="#b5bec7"/>` +
    `<g class="adapter"><rect x="120" y="130" width="150" height="96" rx="26" fill="#22252b"/><circle cx="170" cy="178" r="12" fill="#6b7380"/><circle cx="220" cy="178" r="12" fill="#6b7380"/><path d="M270 178 C330 178 330 230 390 230" stroke="#22252b" stroke-width="16" fill="none"/></g>` +
    `<g class="socket"><rect x="380" y="170" width="150" height="120" rx="14" fill="#f4f6f8" stroke="${paint}" stroke-width="6"/><rect x="420" y="206" width="10" height="28" rx="3" fill="#3a3e45"/><rect x="480" y="206" width="10" height="28" rx="3" fill="#3a3e45"/><rect x="448" y="246" width="14" height="20" rx="3" fill="#3a3e45"/></g>`,
  'phone-mount': (paint) =>
    `<rect width="640" height="360" fill="#2f343b"/><rect y="250" width="640" height="110" fill="#23272d"/>` +
    `<g class="vent">${[0, 1, 2, 3].map((i) => `<rect x="170" y="${220 + i * 16}" width="300" height="8" rx="4" fill="#4a5058"/>`).join('')}</g>` +
    `<g class="phone-mount"><rect x="300" y="200" width="40" height="40" rx="6" fill="#3a3e45"/><rect x="250" y="50" width="140" height="170" rx="12" fill="${paint}"/><rect x="244" y="120" width="14" height="40" rx="4" fill="#3a3e45"/><rect x="382" y="120" width="14" height="40" rx="4" fill="#3a3e45"/></g>` +
    `<g class="phone"><rect x="262" y="40" width="116" height="200" rx="16" fill="#111"/><rect x="270" y="52" width="100" height="176" rx="10" fill="#4f8fd6" opacity=".7"/></g>`,
  film: (paint) =>
    `<rect width="640" height="360" fill="#e8ecf0"/><rect y="280" width="640" height="80" fill="#b8c0c8"/>` +
    `<g class="film-roll"><rect x="170" y="110" width="300" height="90" rx="10" fill="#dfe9f3" stroke="#9aa4ae" stroke-width="4"/><ellipse cx="170" cy="155" rx="26" ry="45" fill="#c9d6e3" stroke="#9aa4ae" stroke-width="4"/><ellipse cx="170" cy="155" rx="10" ry="18" fill="#6b7380"/>` +
    `<path d="M470 200 L520 290 L260 290 L300 200 Z" fill="#eef5fb" opacity=".85" stroke="#9aa4ae" stroke-width="3"/><path d="M330 220 L480 220 M320 250 L500 250" stroke="#fff" stroke-width="6"/></g>` +
    `<g class="squeegee"><rect x="520" y="160" width="70" height="44" rx="8" fill="${paint}"/></g>`,
  'screen-film': (paint) =>
    `<rect width="640" height="360" fill="#2f343b"/>` +
    `<g class="screen"><rect x="140" y="70" width="360" height="220" rx="18" fill="#111" stroke="#4a5058" stroke-width="6"/><rect x="160" y="90" width="320" height="180" rx="8" fill="${paint}" opacity=".55"/></g>` +
    `<g class="glass-film"><path d="M190 60 L530 60 L500 250 L160 250 Z" fill="#fff" opacity=".22" stroke="#fff" stroke-opacity=".7" stroke-width="3"/><path d="M260 80 L220 230 M330 80 L290 230" stroke="#fff" stroke-width="8" opacity=".35"/></g>`,
  hook: (paint) =>
    `<rect width="640" height="360" fill="#3a3e45"/>` +
    `<g class="headrest"><rect x="200" y="40" width="240" height="150" rx="50" fill="#22252b"/><rect x="270" y="190" width="14" height="120" fill="#9aa4ae"/><rect x="356" y="190" width="14" height="120" fill="#9aa4ae"/></g>` +
    `<g class="hook"><rect x="250" y="220" width="140" height="26" rx="10" fill="${paint}"/><path d="M300 246 L300 290 C300 312 330 312 330 290" stroke="${paint}" stroke-width="12" fill="none"/></g>` +
    `<g class="bag"><path d="M312 292 L290 340 L380 340 L360 292 Z" fill="#e8dcc8"/></g>`,
};

/** The scene of a subject in `paint` (a hex colour). */
export function subjectScene(subject: Subject, paint: string, h: number): string {
  return `<g class="subject-${subject}">${DRAW[subject](paint, h)}</g>`;
}
