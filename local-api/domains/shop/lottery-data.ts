import type { PrizeKind } from '../../../contract/api/lottery';

// Demo lotteries. Times are relative to the seed's "now" in days; odds in 1/10000 (the rest of
// 10000 is 谢谢参与). `goods` prizes are shipped like shop goods; `points` prizes credit the ledger.

interface PrizeSeed {
  name: string;
  kind: Exclude<PrizeKind, 'thanks'>;
  points: number;
  stock: number;
  odds: number;
}

export interface LotterySeed {
  title: string;
  description: string;
  startDay: number;
  endDay: number;
  dailyChances: number;
  prizes: PrizeSeed[];
  /** Seeded draws by demo readers (spread over the days the lottery has run). */
  seededDraws: number;
}

export const LOTTERIES: LotterySeed[] = [
  {
    title: '积分商城周年庆 · 幸运九宫格',
    description:
      '积分商城上线一周年，每天 3 次免费抽奖机会，小米SU7 1:18 车模、超充充电券、大额积分等你来拿。',
    startDay: -5,
    endDay: 25,
    dailyChances: 3,
    prizes: [
      { name: '小米SU7 1:18 合金车模', kind: 'goods', points: 0, stock: 2, odds: 10 },
      { name: '超充站 50 元充电券', kind: 'goods', points: 0, stock: 20, odds: 300 },
      { name: '888 积分', kind: 'points', points: 888, stock: 10, odds: 200 },
      { name: '车友会徽章贴纸套装', kind: 'goods', points: 0, stock: 100, odds: 1000 },
      { name: '100 积分', kind: 'points', points: 100, stock: 300, odds: 1500 },
      { name: '20 积分', kind: 'points', points: 20, stock: 2000, odds: 3000 },
    ],
    seededDraws: 60,
  },
  {
    title: '冬季续航挑战 · 晒电耗抽好礼',
    description:
      '入冬后你的车续航打几折？在社区晒出冬季电耗后来抽奖，每天 1 次机会，道路救援年卡和随车充等你。',
    startDay: -2,
    endDay: 12,
    dailyChances: 1,
    prizes: [
      { name: '便携式 3.5kW 随车充', kind: 'goods', points: 0, stock: 3, odds: 50 },
      { name: '道路救援年卡（新能源版）', kind: 'goods', points: 0, stock: 5, odds: 100 },
      { name: '200 积分', kind: 'points', points: 200, stock: 100, odds: 1200 },
      { name: '50 积分', kind: 'points', points: 50, stock: 500, odds: 3500 },
    ],
    seededDraws: 20,
  },
  {
    title: '国庆自驾季 · 满电出发抽奖',
    description: '国庆自驾季已圆满结束，抽奖种子已公开，任何人都可以复核每一次抽奖结果。',
    startDay: -60,
    endDay: -30,
    dailyChances: 2,
    prizes: [
      { name: '露营折叠桌椅套装', kind: 'goods', points: 0, stock: 3, odds: 100 },
      { name: '高速超充代泊服务券', kind: 'goods', points: 0, stock: 20, odds: 800 },
      { name: '300 积分', kind: 'points', points: 300, stock: 30, odds: 1000 },
      { name: '30 积分', kind: 'points', points: 30, stock: 1000, odds: 4000 },
    ],
    seededDraws: 80,
  },
  {
    title: '新年焕新 · 开年第一抽',
    description: '新年焕新季抽奖即将开始，开始前可查看奖品与中奖概率，抽奖种子的哈希已提前公布。',
    startDay: 10,
    endDay: 40,
    dailyChances: 3,
    prizes: [
      { name: '视频会员季卡', kind: 'goods', points: 0, stock: 10, odds: 200 },
      { name: '新出行保温杯', kind: 'goods', points: 0, stock: 30, odds: 600 },
      { name: '66 积分', kind: 'points', points: 66, stock: 500, odds: 3000 },
    ],
    seededDraws: 0,
  },
];

export const LOTTERY_RULES = (dailyChances: number) => [
  `活动期间每人每天有 ${dailyChances} 次免费抽奖机会，次数在每天 00:00（北京时间）重置，当天未用完不累计。`,
  '抽奖结果由服务器决定，页面动画只展示结果；奖品库存抽完即止，库存为 0 的奖品不会再被抽中。',
  '积分奖品即时到账，可在「积分明细」中查看；实物奖品在活动结束后 15 个工作日内寄出。',
  '公平性：活动开始前公布抽奖种子的 SHA-256 哈希，活动结束后公布种子，每次抽奖的随机数 = HMAC-SHA256(种子, "活动编号:序号:用户编号") 的前 4 字节对 10000 取余，落在哪个奖品的概率区间即为结果。',
];
