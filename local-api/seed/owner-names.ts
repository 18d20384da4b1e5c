import type { Rng } from './rng';

// Nicknames of the seeded owner accounts (domains/owners.ts), read like a forum's: a place and a
// name, a phrase, or "<brand>车主<name>" for an owner who says what they drive. None of the
// first two kinds names a car brand: a nickname that does is an owner of that brand.

const PLACES = [
  '杭州',
  '成都',
  '深圳',
  '南京',
  '武汉',
  '西安',
  '苏州',
  '长沙',
  '青岛',
  '厦门',
  '合肥',
  '郑州',
  '山城',
  '江南',
  '蓉城',
  '滨江',
  '鹏城',
  '魔都',
  '帝都',
  '岭南',
];

const NAMES = [
  '老张',
  '阿峰',
  '小鱼',
  '胖虎',
  '大刘',
  '小林',
  '阿凯',
  '老周',
  '小马哥',
  '二胖',
  '大橙子',
  '阿宁',
  '小雨',
  '老陈',
  '阿文',
  '小吴',
  '大伟',
  '老杨',
  '阿娟',
  '小赵',
  '奶爸',
  '宝妈',
  '跑者',
  '骑士',
  '摄影师',
  '打工人',
  '程序员',
  '设计师',
  '老师',
  'Tony',
  'Kevin',
  'Amy',
  '阿斌',
  '小邓',
  '老唐',
];

const PHRASES = [
  '奶茶不加糖',
  '周末去露营',
  '路上的风',
  '晴天小猪',
  '慢慢开',
  '一路向西',
  '夜跑的猫',
  '早起的鸟',
  '爱喝冰美式',
  '不想加班',
  '追光的人',
  '柠檬不酸',
  '绿牌新手',
  '胡同里的猫',
  '海边的卡夫卡',
  '二胎家庭',
  '通勤四十公里',
  '电费真香',
  '不爱说话的轮胎',
  '山路十八弯',
  '向阳而生',
  '今天也要早睡',
  '佛系司机',
  '云朵面包',
  '北漂十年',
  '三口之家',
  '钓鱼佬',
  '爱折腾的工程师',
  '退休老司机',
  '骑行转电车',
  '温柔的刹车',
  '下班就回家',
  '一只小仓鼠',
  '川西回来了',
  '读书的猫',
];

/** A new nickname: for an owner who names their brand, "<brand>车主<name>"; otherwise a place and a name, or a phrase. */
export function ownerNickname(rng: Rng, brand: string | null): string {
  if (brand) return `${brand}车主${rng.pick(NAMES)}`;
  return rng.chance(0.55) ? `${rng.pick(PLACES)}${rng.pick(NAMES)}` : rng.pick(PHRASES);
}

export const OWNER_INTROS = [
  '热爱新能源，记录用车点滴',
  '提车以后的真实分享',
  '家用为主，偶尔长途',
  '每天通勤，电费比油费省多了',
  '周末带娃出去玩',
  '',
];
