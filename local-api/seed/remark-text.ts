import type { Rng } from './rng';

// The words of owner reviews (口碑), written from the owner's own car and life: the trim's
// parameters, the city, the mileage, the commute. Each sentence carries details of its review,
// and a book of the sentences already written turns a third use of one away (no
// sentence of more than 12 characters in more than 2 reviews).

/** What a review's sentences may quote. */
export interface RemarkFacts {
  series: string;
  city: string;
  mileage: number;
  /** Months since the owner took the car. */
  months: number;
  /** A parameter of the owner's trim, '-' when it has none. */
  param(name: string): string;
}

/** The trim parameters the sentences quote. */
export const REMARK_PARAMS = [
  'CLTC纯电续航里程(km)',
  '三电系统质保',
  '中控屏幕尺寸',
  '前备厢容积(L)',
  '前悬架类型',
  '前排座椅通风',
  '前轮胎规格',
  '后备厢容积(L)',
  '后悬架类型',
  '城市领航辅助驾驶',
  '多层隔音玻璃',
  '官方0-100km/h加速(s)',
  '座椅材质',
  '快充功率(kW)',
  '换挡形式',
  '最大功率(kW)',
  '电池类型',
  '百公里耗电量(kWh/100km)',
  '电池能量(kWh)',
  '记忆泊车',
  '车机系统',
  '轴距(mm)',
  '辅助驾驶芯片',
  '长度(mm)',
] as const;

/** The aspects a review scores, in display order (remarks.ts REMARK_ASPECTS). */
type Aspect = '外观' | '内饰' | '空间' | '操控' | '续航' | '舒适' | '性价比' | '智能化';

interface Slots extends RemarkFacts {
  /** The owner's daily commute, km there and back. */
  km: number;
  /** The trim's CLTC electric range, km (marks the sentence missing when the trim has none). */
  range(): number;
  /** The trim's consumption, kWh per 100 km (marks the sentence missing when the trim has no figure to tell it). */
  use(): number;
  /** Whether the trim has a feature (no '-' or ○), without asking the sentence for its value. */
  has(name: string): boolean;
  n: number;
  pick<T>(items: readonly T[]): T;
}

type Line = (s: Slots) => string;

// An owner's money and charging figures follow from the commute, the trim's consumption and a price
// per kWh: home off-peak, a residential-compound pile, a public fast charger, and a mix of them.
/** 元 per kWh charging at home. */
const HOME_PRICE = 0.5;
/** 元 per kWh over a year of home and public charging. */
const MIXED_PRICE = 0.7;
const CHARGERS: readonly (readonly [string, number])[] = [
  ['家里的充电桩', HOME_PRICE],
  ['小区的公共桩', 1.0],
  ['公司楼下的快充', 1.4],
];
/** Commuting days a month. */
const COMMUTE_DAYS = 22;
/** The share of its range a car keeps in a northern winter with the heating on. */
const WINTER_SHARE = 0.7;
const CN_DAYS = ['零', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十'];

/** A month of commuting `km` a day at `use` kWh/100 km and `price` 元/kWh, to ten 元. */
function monthlyCost(km: number, use: number, price: number): number {
  return Math.max(10, Math.round((km * COMMUTE_DAYS * use * price) / 1000) * 10);
}

/** Whole days of `km` a day that `usable` km of range lasts. */
function daysPerCharge(usable: number, km: number): number {
  return Math.floor(usable / km);
}

/** How often that is, as an owner says it. */
function chargeEvery(days: number): string {
  if (days >= 7) return '一周充一次就够';
  if (days >= 2) return `${CN_DAYS[days]}天充一次`;
  return '基本每天都要充';
}

const GOOD: Record<Aspect, Line[]> = {
  外观: [
    (s) =>
      `${s.pick(['停在', '开在'])}${s.city}的小区里，${s.series}总有邻居过来问是什么车，提车${s.months}个月还没看腻`,
    (s) =>
      `选了${s.pick(['星空灰', '珍珠白', '冰川蓝', '曜石黑'])}配${s.param('前轮胎规格').slice(-2) || '19'}寸轮毂，侧面线条很顺，${s.pick(['老婆', '爸妈', '同事'])}第一眼就说好看`,
    (s) =>
      `车长${s.param('长度(mm)')}毫米，比例协调，隐藏式门把手${s.pick(['很有科技感', '洗车时也方便', '看着很干净'])}`,
  ],
  内饰: [
    (s) =>
      `${s.param('中控屏幕尺寸').replace(/英寸$/, '') || '大'}英寸中控屏居中，${s.pick(['软包覆盖到了门板', '缝线走得很齐', '手摸到的地方都是软的'])}，开了${s.mileage}公里没有异响`,
    (s) =>
      `座舱配色${s.pick(['偏暖', '素净', '年轻'])}，${s.param('座椅材质')}座椅坐久了也不闷，${s.pick(['孩子', '家里老人', '朋友'])}都说舒服`,
    (s) =>
      `换挡在${s.param('换挡形式')}，上手${s.pick(['两天', '一周', '三天'])}就习惯了，中控台上${s.pick(['没有多余的按键', '只留了常用的几个实体键'])}`,
  ],
  空间: [
    (s) =>
      `轴距${s.param('轴距(mm)')}毫米，后排${s.pick(['一米八的朋友', '两个儿童座椅加一个大人', '三个大人'])}坐着不挤，周末回${s.city}郊区老家很从容`,
    (s) =>
      `后备厢${s.param('后备厢容积(L)')}升，${s.pick(['婴儿车加两个行李箱', '露营装备一次塞下', '一家四口的年货'])}都放得下`,
    (s) =>
      `${s.has('前备厢容积(L)') ? `前备厢${s.param('前备厢容积(L)')}升放充电枪和雨伞` : '后排地板平整，中间乘客放脚也宽'}，${s.pick(['出门不用再收拾', '小物件有地方放', '日常够用'])}`,
  ],
  操控: [
    (s) =>
      `零百${s.param('官方0-100km/h加速(s)')}秒，${s.city}的高架上并线超车很轻松，${s.pick(['底盘也压得住', '方向盘回馈清楚', '刹车线性'])}`,
    (s) =>
      `最大功率${s.param('最大功率(kW)')}千瓦，${s.pick(['单踏板模式', '舒适模式', '标准模式'])}跟车很顺，${s.km}公里的通勤不累`,
    (s) =>
      `前悬架是${s.param('前悬架类型')}，${s.pick(['过弯侧倾不大', '山路开起来有信心', '变道时车身很稳'])}，开了${s.mileage}公里越开越顺手`,
  ],
  续航: [
    (s) =>
      `标称纯电${s.param('CLTC纯电续航里程(km)')}公里，${s.city}${s.pick(['春秋', '夏天', '不开空调时'])}实际能跑到八成多，每天${s.km}公里通勤${chargeEvery(daysPerCharge(s.range() * 0.8, s.km))}`,
    (s) => {
      const [where, price] = s.pick(CHARGERS);
      return `百公里电耗${s.param('百公里耗电量(kWh/100km)')}度，每天通勤${s.km}公里，用${where}充电一个月电费${monthlyCost(s.km, s.use(), price)}元左右`;
    },
    (s) =>
      `快充${s.param('快充功率(kW)')}千瓦，${s.pick(['上次回老家', '国庆跑长途', '去年冬天出差'])}服务区充${s.pick(['二十分钟', '半小时', '一刻钟'])}就够开到下一站`,
  ],
  舒适: [
    (s) =>
      `${s.param('前悬架类型')}配${s.param('后悬架类型')}，${s.city}${s.pick(['坑洼的老城区路', '减速带多的小区', '高速接缝'])}过得很柔`,
    (s) =>
      `${s.has('前排座椅通风') ? '座椅通风加热都有' : '座椅软硬适中'}，上次${s.km * 8 + 200}公里的长途下来腰不酸`,
    (s) =>
      `${s.has('多层隔音玻璃') ? '双层隔音玻璃' : '风噪控制'}让车里很安静，${s.pick(['高速一百码', '下雨天', '晚高峰'])}和家人说话不用提高嗓门`,
  ],
  性价比: [
    (s) =>
      `落地价和同级油车差不多，开了${s.mileage}公里，电费才花了${Math.round((s.mileage * s.use() * MIXED_PRICE) / 1000) * 10}元上下`,
    (s) =>
      `${s.param('电池类型').replace(/电池$/, '')}电池，三电${s.param('三电系统质保')}质保，${s.pick(['二手残值不担心', '用着放心', '长期开也安心'])}，这个价位配置给得足`,
    (s) =>
      `在${s.city}上牌${s.pick(['有地方补贴', '不用摇号', '免购置税'])}，每天${s.km}公里的通勤，在家充电一个月电费只要${monthlyCost(s.km, s.use(), HOME_PRICE)}元`,
  ],
  智能化: [
    (s) =>
      `车机${s.param('车机系统')}反应快，${s.pick(['连续对话', '可见即可说', '导航加音乐一起用'])}都不卡，${s.months}个月用下来没死机过`,
    (s) =>
      `${s.has('城市领航辅助驾驶') ? '城市领航' : '高速辅助驾驶'}在${s.city}${s.pick(['上下班', '环路', '跑长途'])}能分担不少，${s.pick(['加塞处理得稳', '接管次数越来越少', '变道果断'])}`,
    (s) =>
      `芯片是${s.param('辅助驾驶芯片')}，${s.has('记忆泊车') ? '记忆泊车在公司地库很好用' : '自动泊车对付标准车位够用'}，手机远程开空调${s.pick(['冬天很实用', '夏天离不开', '天天都用'])}`,
  ],
};

const BAD: Line[] = [
  (s) => {
    const winter = Math.round((s.range() * WINTER_SHARE) / 10) * 10;
    const days = daysPerCharge(winter * 0.8, s.km);
    const then =
      days > 3
        ? '跑长途得多规划一次补能'
        : `每天${s.km}公里的通勤${days <= 1 ? '天天都得充' : `${CN_DAYS[days]}天就得充一次`}`;
    return `${s.city}的冬天开暖风续航打七折左右，满电只能跑${winter}公里上下，${then}`;
  },
  (s) => `后排头部空间对一米八以上的人略局促，${s.pick(['朋友', '同事', '表哥'])}坐后排要低着头`,
  (s) => `车机蓝牙偶尔断连，${s.months}个月遇到了${(s.n % 4) + 2}次，希望升级后能修好`,
  (s) =>
    `胎噪在${s.pick(['高速上', '水泥路上', '过桥时'])}比较明显，${s.param('前轮胎规格')}的胎${s.pick(['偏硬', '噪音大', '路感重'])}`,
  (s) =>
    `从下定到提车等了${(s.n % 6) + 5}周，${s.city}门店${s.pick(['催了好几次', '交付说明不清楚', '排期一拖再拖'])}`,
  (s) =>
    `${s.city}的售后网点${s.pick(['只有两家', '离家二十多公里', '保养要提前一周约'])}，来回${s.pick(['要大半天', '很折腾', '不太方便'])}`,
  (s) =>
    `底盘偏硬，${s.pick(['过烂路时', '走老城区时', '过铁轨时'])}后排${s.pick(['孩子会被颠醒', '颠簸感明显', '老人说不舒服'])}`,
  (s) =>
    `自动泊车${s.pick(['识别车位慢', '遇到斜车位就放弃', '对地锁不敏感'])}，${s.city}的窄车位还是自己停快`,
  (s) =>
    `冬天门把手${s.pick(['结冰后弹不出来', '偶尔要拍两下', '反应慢'])}，${s.months}个月里碰到过${(s.n % 3) + 2}回`,
  (s) =>
    `${s.pick(['A柱有点挡视线', '后窗视野偏小', '后视镜小了点'])}，刚开的${s.pick(['第一周', '头一个月', '前几百公里'])}倒车不太适应`,
];

const REASONS: Line[] = [
  (s) => `家里第二辆车，主要接送孩子和在${s.city}通勤，单程${s.km}公里`,
  (s) => `之前开了${(s.n % 8) + 4}年燃油车，这次换电车看中用车成本和智能化`,
  (s) => `对比了${(s.n % 3) + 2}款同级车型，在${s.city}试驾之后还是这台最合心意`,
  (s) => `公司和小区都有充电桩，${s.km}公里的通勤补能没有焦虑，就下定了`,
  (s) =>
    `${s.pick(['孩子出生', '换了工作', '搬了新家'])}之后通勤变成${s.km}公里，油车太费钱就换了电车`,
  (s) => `${s.pick(['朋友', '同事', '表哥'])}开了一年同款推荐给我，在${s.city}提的车`,
];

const FOLLOW_UPS: Line[] = [
  (s) => `整体还是满意的，${s.mileage}公里下来只做过${(s.n % 3) + 1}次保养，没出过大毛病`,
  (s) => `电池衰减不明显，满电显示续航比刚提车少了${(s.n % 12) + 3}公里`,
  (s) => `这${s.months}个月在${s.city}跑了不少长途，车况稳定，还会继续开下去`,
  (s) => `轮胎换过一次，花了${s.n * 100 + 1600}元，别的就是洗车和充电`,
];

/** Sentences already written, with how many reviews used each. */
export class SentenceBook {
  private readonly used = new Map<string, number>();
  /** At most this many reviews share a sentence. */
  static readonly MAX_USES = 2;

  fits(text: string): boolean {
    return sentencesOf(text).every((x) => (this.used.get(x) ?? 0) < SentenceBook.MAX_USES);
  }

  add(text: string): void {
    for (const x of new Set(sentencesOf(text))) this.used.set(x, (this.used.get(x) ?? 0) + 1);
  }
}

/** The sentences of a text long enough to be noticed when repeated (over 12 characters). */
function sentencesOf(text: string): string[] {
  return text
    .split(/[。！？；\n]/)
    .map((x) => x.trim())
    .filter((x) => x.length > 12);
}

/** Fresh details for one sentence; `missing` turns true when the sentence asked for a parameter the trim lacks. */
function slotsFor(rng: Rng, f: RemarkFacts): Slots & { missing: boolean } {
  const slots = {
    ...f,
    km: rng.int(8, 45),
    n: rng.int(1, 30),
    missing: false,
    pick: <T>(items: readonly T[]) => rng.pick(items),
    has: (name: string) => !['-', '○', ''].includes(f.param(name)),
    range: () => figure('CLTC纯电续航里程(km)'),
    // A plug-in hybrid lists no consumption: its battery over its electric range.
    use: () =>
      slots.has('百公里耗电量(kWh/100km)')
        ? figure('百公里耗电量(kWh/100km)')
        : Math.round((figure('电池能量(kWh)') / figure('CLTC纯电续航里程(km)')) * 1000) / 10,
    param: (name: string) => {
      const v = f.param(name);
      if (v === '-') slots.missing = true;
      return v;
    },
  };
  /** A parameter's number; a trim without it marks the sentence missing. */
  const figure = (name: string): number => {
    const v = Number.parseFloat(slots.param(name));
    if (!(v > 0)) slots.missing = true;
    return v > 0 ? v : 1;
  };
  return slots;
}

/**
 * One sentence from `lines` (none of `taken`, which it joins) that the book still takes: a few
 * tries, each with another line and fresh details.
 */
function write(
  rng: Rng,
  book: SentenceBook,
  f: RemarkFacts,
  lines: Line[],
  taken = new Set<Line>(),
): string {
  const free = lines.filter((l) => !taken.has(l));
  let text = '';
  for (let k = 0; k < 40; k++) {
    const line = rng.pick(free.length ? free : lines);
    const slots = slotsFor(rng, f);
    text = `${line(slots)}。`;
    if (slots.missing || !book.fits(text)) continue;
    taken.add(line);
    break;
  }
  book.add(text);
  return text;
}

export interface RemarkText {
  satisfied: string;
  unsatisfied: string;
  body: string;
}

/** The words of one review: what the owner likes (its best aspects), dislikes, and why they bought it or how it went on. */
export function remarkText(
  rng: Rng,
  book: SentenceBook,
  f: RemarkFacts,
  best: string[],
  followUp: boolean,
): RemarkText {
  const satisfied = best.map((a) => write(rng, book, f, GOOD[a as Aspect] ?? GOOD.外观)).join('');
  const bad = new Set<Line>();
  const unsatisfied = Array.from({ length: rng.int(1, 2) }, () =>
    write(rng, book, f, BAD, bad),
  ).join('');
  const body = followUp
    ? `已经开了${f.mileage}公里，${write(rng, book, f, FOLLOW_UPS)}`
    : write(rng, book, f, REASONS);
  return { satisfied, unsatisfied, body };
}
