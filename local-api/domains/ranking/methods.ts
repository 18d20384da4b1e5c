import type { RawPublished, RawRankItem } from '../../../contract/api/ranking';
import { formatDate } from '../../../contract/format/time';
import {
  basisName,
  RANGE_BASES,
  RANK_ORIGINS,
  RANKING_ORIGIN,
  REMARK_MIN_REVIEWS,
  type RangeBasis,
  type RankingKind,
} from '../../../contract/ranking';
import type { ParsedQuery } from './common';

// Where each list's numbers come from, the period they cover and the 榜单说明: the
// method in plain Chinese, words instead of formulas, and one row of the list worked through.
// A list builds its date, note and source; `explain` adds the rest from the same query and rows.

export type PublishedBase = Pick<RawPublished, 'date' | 'note' | 'source'>;

const monthName = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5))}月`;
const day = (unix: number) => formatDate(unix, 'YYYY年M月D日');

/** One row of the list in words: its place, its figure and the figures behind it. */
function exampleRow(item: RawRankItem | undefined): string {
  if (!item) return '当前筛选条件下暂无上榜数据。';
  const parts = item.metrics.map((m) => `${m.label} ${m.value}`);
  return `例：第${item.rank}名 ${item.title}，${item.value_text}${parts.length ? `（${parts.join('，')}）` : ''}。`;
}

/** The test dates a tested list covers: the earliest and the latest test of its rows. */
function testPeriod(items: readonly RawRankItem[]): string {
  const dates = items.flatMap((it) => (it.test ? [it.test.tested_at] : []));
  if (dates.length === 0) return '测试日期：暂无测试';
  const [from, to] = [day(Math.min(...dates)), day(Math.max(...dates))];
  return from === to ? `测试日期：${from}` : `测试日期：${from}至${to}`;
}

function period(
  kind: RankingKind,
  q: ParsedQuery,
  base: PublishedBase,
  items: readonly RawRankItem[],
): string {
  const month = q.filters.month;
  switch (kind) {
    case 'sales':
    case 'station':
      return `统计周期：${monthName(month)}（自然月）`;
    case 'battery':
      return q.tab === 2
        ? `统计周期：${Number(month.slice(0, 4))}年1-${Number(month.slice(5))}月累计`
        : `统计周期：${monthName(month)}（自然月）`;
    case 'hot':
      return `统计周期：近${q.tab === 2 ? 30 : 7}日（截至${base.date}）`;
    case 'community':
      return `统计周期：近30日（截至${base.date}）`;
    case 'endurace':
    case 'charge':
    case 'smart':
    case 'assist':
      return testPeriod(items);
    case 'compute':
      return `统计周期：截至${base.date}的在售车型`;
    case 'vote':
    case 'remark':
      return `统计周期：实时统计（截至${base.date}）`;
  }
}

function method(kind: RankingKind, q: ParsedQuery): string[] {
  const f = q.filters;
  switch (kind) {
    case 'sales':
      return [
        '销量按交强险上险量统计：新车在当月投保交强险、上牌，就计入当月。它比厂商的批发量（发给经销商的数量）更接近真正交到车主手里的数量。',
        '统计按自然月进行，每月10日前后发布上一个月的数据；本站只发月度销量榜，不发周销量榜。',
        f.city ? '城市榜按上牌城市统计。' : '全国榜统计全国所有城市的上险量。',
        q.tab === 2
          ? '品牌榜把同一品牌所有车系的上险量相加。'
          : '车系榜把同一车系所有车型的上险量相加。',
        '排名变化与上一个月、同一筛选条件下的名次比较。',
      ];
    case 'hot':
      return [
        `热度衡量近${q.tab === 2 ? 30 : 7}日大家对一个车系的关注，把四种行为加权相加：打开一次车系页算1分，搜索一次算5分，关注一次算20分，在榜单里点开一次算50分。`,
        '同一个人一天内对同一车系的榜单点击只算一次，以免刷榜。',
        `排名变化与再往前${q.tab === 2 ? 30 : 7}日的名次比较。`,
      ];
    case 'community':
      return q.tab === 2
        ? [
            '车友群活跃度看近30日群里有多热闹：群里每发一帖算6分，群成员每20人算1分。',
            '数据实时统计，只看新出行站内的车友群。',
          ]
        : [
            '车系社群活跃度把近30日车主们的互动加权相加：车友群里每发一帖算6分，每条带车系话题的车主动态算10分，动态下每条评论算4分，每个点赞算1分，群成员每20人算1分。',
            '数据实时统计，只看新出行站内的车友群与车主动态。',
          ];
    case 'endurace': {
      const basis = f.basis as RangeBasis;
      const other = RANGE_BASES.find(([k]) => k !== basis)?.[1] ?? '';
      return [
        `${q.tab === 2 ? '夏测' : '冬测'}由新出行编辑自己驾驶：满电出发，按固定路线一直开到电量耗尽，记录实际开出的里程。`,
        `达成率就是实测里程占${basisName(basis)}的比例；以${other}为口径的结果单独排名，不混在一起。`,
        '每条结果都附测试条件（环境温度、空调、载重、车速、轮毂），点开可看完整测试流程、原始数据和厂家回应。',
      ];
    }
    case 'charge':
      return [
        '快充实测在同一型号的超充桩上进行，记录从起始电量充到80%的用时和过程中的最高功率。',
        '纯电车型从10%起充，插混和增程车型从30%起充，两种区间分开排名。',
        q.tab === 2 ? '本榜按峰值功率排列，功率越高越靠前。' : '本榜按用时排列，用时越短越靠前。',
      ];
    case 'smart':
      return [
        '座舱测试由编辑按同一份脚本逐项操作：流畅度、语音交互、导航与生态共12项，每项满分100分。',
        '综合分是12项的平均分；单项榜只看这一组各项的平均分。',
      ];
    case 'assist':
      return [
        '辅助驾驶测试在同样的路线和场景下逐项进行，每个场景测试多次，记录顺利通过的次数。',
        '每个场景的得分是通过次数占测试次数的比例（满分100）；车型不支持的场景记0分。综合分是所有场景的平均分。',
      ];
    case 'compute':
      return [
        '算力取在售车型中配置最高的辅助驾驶芯片的总算力（TOPS），来自厂商公布的参数配置表。',
        '算力只说明硬件的上限，不代表辅助驾驶的实际表现；实际表现请看辅助驾驶榜的实测。',
      ];
    case 'vote':
      return [
        '投票榜统计新出行上的投票，每个账号在一个投票里只算一次。',
        q.tab === 2 ? '按发起时间排列，最新的在前。' : '按参与人数排列，人数实时更新。',
      ];
    case 'remark':
      return [
        '口碑分来自在新出行发表口碑的车主，满分10分。',
        `为了不让几条高分就排到前面，排序用加权分：在车系自己的口碑之外，再加上${REMARK_MIN_REVIEWS}条按全站平均分计算的虚拟口碑，一起取平均。口碑越多，加权分越接近车系自己的平均分。`,
        `口碑少于${REMARK_MIN_REVIEWS}条的车系标注“样本较少”。`,
      ];
    case 'battery':
      return [
        '装车量是每月装到新车上的动力电池电量（GWh），按装车月份统计，含乘用车与商用车，来自行业月度统计，每月10日前后发布上一个月的数据。',
        q.tab === 2
          ? '年内累计把当年1月到所选月份的装车量相加。'
          : '排名变化与上一个月的名次比较。',
      ];
    case 'station':
      return [
        '统计各运营商截至月底建成并投入运营的公共充电站和充电桩数量，不含私人桩，来自充电基础设施行业月度统计，每月15日前后发布上一个月的数据。',
        '排名变化与上一个月的名次比较。',
      ];
  }
}

/** The published info of a list: what the list built, with origin, period, method and an example row. */
export function explain(
  kind: RankingKind,
  q: ParsedQuery,
  base: PublishedBase,
  items: readonly RawRankItem[],
): RawPublished {
  return {
    ...base,
    origin: RANK_ORIGINS[RANKING_ORIGIN[kind]],
    period: period(kind, q, base, items),
    method: method(kind, q),
    example: exampleRow(items[0]),
  };
}

/** The car library's own three lists (/car/ranking): monthly registrations, CLTC range, entry price. */
export function carRankingPublished(
  type: 'sales' | 'range' | 'price',
  month: string,
  first: { rank: number; name: string; figure: string } | undefined,
): RawPublished {
  const today = formatDate(Math.floor(Date.now() / 1000), 'YYYY-MM-DD');
  const example = first
    ? `例：第${first.rank}名 ${first.name}，${first.figure}。`
    : exampleRow(undefined);
  if (type === 'sales') {
    const [y, m] = month.split('-').map(Number) as [number, number];
    return {
      date: `${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-10`,
      note: `${monthName(month)}全国新能源乘用车车系上险量（辆）`,
      source: '数据来源：交强险上险量，按自然月统计',
      origin: RANK_ORIGINS.insured,
      period: `统计周期：${monthName(month)}（自然月）`,
      method: [
        '销量按交强险上险量统计：新车在当月投保交强险、上牌，就计入当月。它比厂商的批发量（发给经销商的数量）更接近真正交到车主手里的数量。',
        '统计按自然月进行，每月10日前后发布上一个月的数据；本站只发月度销量榜，不发周销量榜。',
      ],
      example,
    };
  }
  return {
    date: today,
    note: type === 'range' ? '在售纯电车型的最长CLTC续航' : '在售车型的入门指导价，由低到高',
    source: '数据来源：厂商公布参数（新出行车型库）',
    origin: RANK_ORIGINS.maker,
    period: `统计周期：截至${today}的在售${type === 'range' ? '纯电' : ''}车型`,
    method:
      type === 'range'
        ? [
            '续航按厂商公布的CLTC工况续航排列，取车系中续航最长的车型。',
            'CLTC是实验室工况，冬季和高速时实际续航通常明显更短；实测结果请看续航榜。',
          ]
        : ['按厂商公布的入门指导价由低到高排列，不含补贴与经销商优惠。'],
    example,
  };
}
