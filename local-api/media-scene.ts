// Pictures of what a caption or a goods name says (issue 26 §3: a dealer's 客户休息区 was drawn as
// a wheel, a 1:18 model car and an air freshener as a road). Each subject is a 640×360 scene
// whose main thing carries a class naming it (`sofa`, `desk`, `model-car`…), so a test can see
// what was drawn.

/** The subjects the drawer knows, found in a caption or a name by these words (first match wins). */
export const SUBJECTS = [
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
  ['charger', /充电桩|超充|充电枪|随车充|充电券|充电/],
] as const;
export type Subject = (typeof SUBJECTS)[number][0];

export function subjectOf(text: string): Subject | undefined {
  return SUBJECTS.find(([, re]) => re.test(text))?.[0];
}

const room = (wall: string, floor: string) => `<rect width="640" height="360" fill="${wall}"/><rect y="250" width="640" height="110" fill="${floor}"/>`;

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
};

/** The scene of a subject in `paint` (a hex colour). */
export function subjectScene(subject: Subject, paint: string, h: number): string {
  return `<g class="subject-${subject}">${DRAW[subject](paint, h)}</g>`;
}
