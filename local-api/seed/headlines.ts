import type { CarView } from '../media-car';
import type { SeriesFact } from './car-facts';
import type { PieceKind } from './bodies';
import type { Rng } from './rng';
import {
  PAINT_NAMES,
  categoryOf,
  factName,
  formatUnits,
  priceBand,
  priceRange,
  rivalsOf,
  viewForTopic,
} from './series';

// Headlines for the demo feed, written like 懂车帝 / 汽车之家 titles and true to the series they
// name: a template is used only where it fits the car (a 冬季续航 test for an EV, a 馈电油耗
// test for a hybrid, 上市 for a series on sale, 官图 for an upcoming one).

export interface Headline {
  title: string;
  /** What the piece is, so its body is written for it (bodies.ts). */
  kind: PieceKind;
  /** The topic word the piece is about ('' when none); one of TOPICS in text.ts where it can be. */
  topic: string;
  /** The series the piece is about, when it names one. */
  series?: SeriesFact;
  /** The cover's scene. */
  view: CarView;
  /** A paint the headline names (新增赤焰红车色): the cover shows the car in it. */
  paint?: string;
  /** The second series a comparison names. */
  rival?: SeriesFact;
  /** 数说: the deliveries (台) the headline reports. */
  deliveries?: number;
}

export interface VoteHeadline extends Headline {
  options: string[];
  multiple: boolean;
  /** Series shown as option pictures, one per option (comparison votes). */
  optionSeries?: SeriesFact[];
}

const ev = (f: SeriesFact) => f.energy === '纯电';

/** Deliveries are published early in the next month: a piece of month m reports month m-1. */
export const previousMonth = (month: number) => (month === 1 ? 12 : month - 1);

/** What a test drive or a road test can measure on this car. */
function featuresOf(f: SeriesFact): string[] {
  const common = ['城市NOA', '自动泊车', '高速领航', '智能座舱'];
  return ev(f) ? ['冬季续航', '高速续航', '超充', ...common] : ['馈电油耗', '纯电续航', ...common];
}

const OTA_FEATURES = ['城市NOA', '端到端大模型', '智能座舱', '自动泊车', '高速领航'];

type Template = (f: SeriesFact, rng: Rng, month: number) => Omit<Headline, 'series'> | null;

const ARTICLES: Template[] = [
  (f, rng) => {
    const topic = rng.pick(featuresOf(f));
    return {
      kind: 'test',
      title: `${factName(f)}实测：${topic}表现怎么样？`,
      topic,
      view: viewForTopic(topic),
    };
  },
  (f) => ({
    kind: 'drive',
    title: `深度试驾${factName(f)}：${priceBand(f)}${categoryOf(f)}，值不值得买？`,
    topic: '',
    view: 'side',
  }),
  (f) =>
    f.status === 1
      ? {
          kind: 'launch',
          title: `${factName(f)}新款上市，售价${priceRange(f)}`,
          topic: '',
          view: 'front',
        }
      : f.status === 3
        ? {
            kind: 'preview',
            title: `${factName(f)}官图发布，定位${f.size}${categoryOf(f)}`,
            topic: '',
            view: 'front',
          }
        : null,
  (f) => {
    const rival = rivalsOf(f)[0];
    return rival
      ? {
          kind: 'compare',
          title: `${factName(f)}对比${factName(rival)}：${priceBand(f)}${categoryOf(f)}怎么选？`,
          topic: '',
          view: 'side',
          rival,
        }
      : null;
  },
  (f) =>
    f.status !== 3
      ? {
          kind: 'owner',
          title: `车主说：开了一年${factName(f)}，我总结了这几点`,
          topic: '',
          view: 'rear',
        }
      : null,
  (f, rng) =>
    f.status === 3
      ? null
      : ev(f)
        ? {
            kind: 'winter',
            title: `${factName(f)}冬季续航实测：零下${rng.int(5, 25)}度能跑多远？`,
            topic: '冬季续航',
            view: 'charge',
          }
        : {
            kind: 'fuel',
            title: `${factName(f)}馈电油耗实测：亏电后百公里几升油？`,
            topic: '馈电油耗',
            view: 'battery',
          },
  (f, _rng, month) =>
    f.status === 1
      ? {
          kind: 'sales',
          title: `${f.brand}公布${previousMonth(month)}月交付量，${f.name}成销量主力`,
          topic: '',
          view: 'chart',
        }
      : null,
  (f, rng) => {
    if (f.status !== 1) return null;
    const topic = rng.pick(OTA_FEATURES);
    return {
      kind: 'ota',
      title: `${f.brand}推送${topic}新版本，${f.name}等车型首批升级`,
      topic,
      view: viewForTopic(topic),
    };
  },
  (f) =>
    f.status === 1
      ? {
          kind: 'guide',
          title: `${priceBand(f)}${categoryOf(f)}怎么选？${factName(f)}值得优先考虑`,
          topic: '',
          view: 'front',
        }
      : null,
];

/** Technology explainers: [topic, title]. */
const EXPLAINERS: [string, string][] = [
  ['800V高压平台', '一文看懂800V高压平台：充电为什么能快一倍？'],
  ['城市NOA', '一文看懂城市NOA：从高速领航到城区通勤还差什么'],
  ['换电', '一文看懂换电：三分钟补能的原理与成本'],
  ['固态电池', '一文看懂固态电池：原理、现状与量产时间表'],
  ['端到端大模型', '一文看懂端到端大模型：智驾为什么越开越像人'],
  ['激光雷达', '一文看懂激光雷达：智驾为什么需要它'],
  ['热泵空调', '一文看懂热泵空调：冬季续航能多跑多少'],
  ['增程还是纯电', '一文看懂增程与纯电：原理、优缺点与适用人群'],
  ['电池衰减', '一文看懂电池衰减：怎么充电最养电池'],
];

/** 原创 and 资讯 articles about one series (or, for explainers, one technology). */
export function articleHeadline(rng: Rng, f: SeriesFact, month: number): Headline {
  if (rng.chance(0.08)) {
    const [topic, title] = rng.pick(EXPLAINERS);
    return { kind: 'explainer', title, topic, view: viewForTopic(topic) };
  }
  for (;;) {
    const h = rng.pick(ARTICLES)(f, rng, month);
    if (h) return { ...h, series: f };
  }
}

/** 快讯 (short news) headlines: one fact, no question. */
export function shortNewsHeadline(rng: Rng, f: SeriesFact, month: number): Headline {
  const name = factName(f);
  const options: (Headline | null)[] = [
    f.status === 1
      ? ((feature) => ({
          kind: 'ota' as const,
          title: `${name}推送OTA升级，${feature}体验优化`,
          topic: feature,
          view: 'cockpit' as const,
        }))(rng.pick(OTA_FEATURES))
      : null,
    f.status === 1
      ? {
          kind: 'policy',
          title: `${name}限时购车政策发布，置换补贴最高${rng.int(1, 3)}万元`,
          topic: '以旧换新补贴',
          view: 'front',
        }
      : null,
    f.status === 1
      ? ((paint) => ({
          kind: 'colour' as const,
          title: `${name}新增${paint}车色，售价不变`,
          topic: '',
          view: 'side' as const,
          paint,
        }))(rng.pick(PAINT_NAMES))
      : null,
    f.status === 3
      ? {
          kind: 'preview',
          title: `${name}官图发布，预计${(month % 12) + 1}月上市`,
          topic: '',
          view: 'front',
        }
      : null,
    f.status === 3
      ? {
          kind: 'preview',
          title: `${name}开启预订，${categoryOf(f)}再添新选择`,
          topic: '',
          view: 'side',
        }
      : null,
    f.status === 2
      ? { kind: 'stop', title: `${name}官方停售，老车主售后服务不受影响`, topic: '', view: 'rear' }
      : null,
    ev(f) && f.status === 1
      ? {
          kind: 'winter',
          title: `${name}冬季续航挑战完成，热泵空调表现亮眼`,
          topic: '冬季续航',
          view: 'charge',
        }
      : null,
    {
      kind: 'sales',
      title: `${f.brand}${previousMonth(month)}月交付数据公布，${name}表现稳定`,
      topic: '',
      view: 'chart',
    },
  ];
  const ok = options.filter((h): h is Headline => h !== null);
  return { ...rng.pick(ok), series: f };
}

/** 小知识 questions: [topic, title]. */
const KNOWLEDGE: [string, string][] = [
  ['800V高压平台', '小知识：800V高压平台是什么？一分钟看懂'],
  ['热泵空调', '小知识：热泵空调为什么更省电？'],
  ['城市NOA', '小知识：城市NOA和高速NOA有什么区别？'],
  ['换电', '小知识：换电一次要多久？费用怎么算'],
  ['固态电池', '小知识：固态电池和液态电池差在哪？'],
  ['增程还是纯电', '小知识：增程和插混有什么区别？'],
  ['电池衰减', '小知识：电池衰减到多少需要更换？'],
  ['超充', '小知识：为什么快充到八成电量后会变慢？'],
  ['露营放电', '小知识：对外放电功能能带动哪些电器？'],
  ['购置税减免', '小知识：新能源车购置税怎么减免？'],
  ['以旧换新补贴', '小知识：以旧换新补贴怎么申请？'],
  ['冬季续航', '小知识：冬天续航为什么会打折？'],
  ['激光雷达', '小知识：激光雷达是怎么“看见”路的？'],
  ['家用充电桩安装', '小知识：安装家用充电桩需要哪些条件？'],
  ['超充', '小知识：快充和慢充哪个更伤电池？'],
  ['冬季续航', '小知识：冬天开暖风，电车掉电有多快？'],
  ['电池安全', '小知识：电动车涉水要注意什么？'],
  ['电池安全', '小知识：针刺试验测的是什么？'],
  ['端到端大模型', '小知识：智驾里的“端到端”是什么意思？'],
  ['自动泊车', '小知识：记忆泊车和自动泊车有什么不同？'],
  ['城市NOA', '小知识：纯视觉和激光雷达方案有什么区别？'],
  ['车机OTA', '小知识：OTA升级时车辆还能用吗？'],
  ['二手电车保值率', '小知识：二手电车看电池健康度要看哪些数据？'],
  ['换电', '小知识：换下来的电池去了哪里？'],
  ['增程还是纯电', '小知识：什么是馈电油耗？'],
  ['电池衰减', '小知识：日常充电充到多少最合适？'],
  ['家用充电桩安装', '小知识：家充每度电多少钱？峰谷电价怎么算'],
  ['智能座舱', '小知识：车机芯片8295强在哪？'],
  ['露营放电', '小知识：V2L和V2G有什么区别？'],
  ['高速领航', '小知识：高速领航能自己上下匝道吗？'],
  ['购置税减免', '小知识：新能源车的车船税要交吗？'],
  ['以旧换新补贴', '小知识：报废补贴和置换补贴能一起领吗？'],
  ['冬季续航', '小知识：电池预加热有什么用？'],
  ['超充', '小知识：充电桩上的kW数字代表什么？'],
  ['电池安全', '小知识：磷酸铁锂和三元锂电池怎么选？'],
  ['激光雷达', '小知识：4D毫米波雷达和激光雷达有什么区别？'],
  ['800V高压平台', '小知识：800V车型去400V桩上能充吗？'],
  ['智能座舱', '小知识：车机“可见即可说”是什么？'],
  ['城市NOA', '小知识：智驾的接管率是怎么算的？'],
  ['固态电池', '小知识：半固态电池算固态电池吗？'],
];

export function knowledgeHeadline(rng: Rng): Headline {
  const [topic, title] = rng.pick(KNOWLEDGE);
  return { kind: 'knowledge', title, topic, view: viewForTopic(topic) };
}

/** A brand's usual monthly deliveries (台), for 数说 headlines in a believable range. */
const MONTHLY_DELIVERIES: Record<string, number> = {
  比亚迪: 380000,
  吉利银河: 90000,
  特斯拉: 60000,
  零跑: 50000,
  五菱: 45000,
  理想: 40000,
  问界: 40000,
  小米: 35000,
  小鹏: 35000,
  埃安: 28000,
  深蓝: 25000,
  蔚来: 22000,
  极氪: 20000,
  长安启源: 20000,
  大众: 15000,
  方程豹: 15000,
  乐道: 12000,
  腾势: 12000,
  阿维塔: 10000,
  岚图: 10000,
  极狐: 8000,
  智己: 7000,
  智界: 6000,
  奕派: 6000,
  哪吒: 5000,
  宝马: 4000,
  享界: 3000,
  奔驰: 3000,
  凯迪拉克: 3000,
  星途: 2000,
  保时捷: 800,
  仰望: 500,
};

/** 数说 (number power): a brand's deliveries of the month before `month`, in 台 or 万台. */
export function deliveriesHeadline(rng: Rng, f: SeriesFact, month: number): Headline {
  const base = MONTHLY_DELIVERIES[f.brand] ?? 5000;
  const step = base >= 10000 ? 100 : 10;
  const deliveries = Math.round((base * (0.75 + rng.next() * 0.5)) / step) * step;
  return {
    kind: 'sales',
    title: `数说${f.brand}：${previousMonth(month)}月交付${formatUnits(deliveries)}`,
    topic: '',
    series: f,
    view: 'chart',
    deliveries,
  };
}

/** Vote questions with options that answer them. */
export function voteHeadline(rng: Rng, f: SeriesFact): VoteHeadline {
  const name = factName(f);
  const rival = rivalsOf(f)[0];
  const kinds: (VoteHeadline | null)[] = [
    f.status === 1
      ? {
          kind: 'vote',
          title: `投票：${name}售价${f.min.toFixed(2)}万元起，你会考虑吗？`,
          topic: '',
          series: f,
          view: 'front',
          multiple: false,
          options: ['会，已经加入购车清单', '先去试驾再决定', '等价格再降一点', '不考虑'],
        }
      : null,
    {
      kind: 'vote',
      title: `投票：买${priceBand(f)}${categoryOf(f)}，你最看重哪一点？`,
      topic: '',
      series: f,
      view: 'side',
      multiple: true,
      options: [
        ev(f) ? '续航和补能效率' : '油耗和综合续航',
        '智能驾驶能力',
        '空间和舒适性',
        '品牌和保值率',
        '安全和品质',
      ],
    },
    rival
      ? {
          kind: 'vote',
          title: `投票：${name}和${factName(rival)}，你会选哪台？`,
          topic: '',
          series: f,
          view: 'side',
          multiple: false,
          options: [name, factName(rival), '都不选，再等等'],
          optionSeries: [f, rival],
        }
      : null,
    {
      kind: 'vote',
      title: '投票：城市NOA值得多花一万元吗？',
      topic: '城市NOA',
      view: 'road',
      multiple: false,
      options: ['值得，通勤天天用', '五千以内可以接受', '不值得，自己开更放心', '没体验过，不好说'],
    },
    {
      kind: 'vote',
      title: '投票：纯电、增程和插混，下一台车你选哪种？',
      topic: '增程还是纯电',
      view: 'charge',
      multiple: false,
      options: ['纯电', '增程', '插混', '还没想好'],
    },
    {
      kind: 'vote',
      title: '投票：冬季续航打七折，你能接受吗？',
      topic: '冬季续航',
      view: 'charge',
      multiple: false,
      options: [
        '能接受，家里有充电桩',
        '勉强接受，长途会焦虑',
        '不能接受，会选增程或插混',
        '要看价格',
      ],
    },
    {
      kind: 'vote',
      title: '投票：买新能源车，你最担心什么？',
      topic: '',
      view: 'battery',
      multiple: true,
      options: ['冬季续航', '充电排队', '电池衰减', '保值率', '智驾安全'],
    },
  ];
  return rng.pick(kinds.filter((k): k is VoteHeadline => k !== null));
}
