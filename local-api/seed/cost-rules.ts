import type { CityCostRow, CostRules, PetrolClassRow } from '../../contract/car-cost';
import { CITIES } from './cities';
import { pipeRows } from './pipe-table';

// The rules and prices behind 用车成本 (contract/car-cost.ts computes from them): each row carries its
// source, the day it was last checked and, for a policy, the days it is in force. A change of
// policy or of a price is a change here; nothing in the computation names a figure.

/**
 * The day the rows below were compiled (China time). They were written from the sources they cite
 * without access to the published texts here: the page says so, and a deploy checks each row against
 * its source and sets this day (or a row's own) when it has.
 */
const COST_RULES_CHECKED = '2026-11-28';
/** The guide prices of the car library: what the 指导价 line cites. */
export const GUIDE_PRICE_SOURCE = {
  label: '指导价',
  source: '厂商官方指导价（本站车型库）',
  checked: COST_RULES_CHECKED,
} as const;

// code | 居民第一档 | 峰 | 谷 | 公共快充电费 | 服务费 | 92# | 以旧换新暂停说明 (empty: accepting)
const CITY_LINES = `
110100|0.4883|0.5383|0.2883|0.78|0.80|7.45|
310100|0.617|0.677|0.307|0.85|0.80|7.41|
440100|0.5802|0.6402|0.3102|0.80|0.70|7.47|
440300|0.68|0.78|0.33|0.82|0.80|7.47|
330100|0.538|0.568|0.288|0.80|0.70|7.42|
510100|0.5224|0.5724|0.3224|0.70|0.60|7.55|
420100|0.558|0.608|0.318|0.75|0.60|7.46|
610100|0.4983|0.5483|0.2983|0.70|0.60|7.37|
320100|0.5283|0.5583|0.3083|0.78|0.70|7.42|
500100|0.52|0.57|0.32|0.72|0.60|7.53|重庆市2026年度汽车以旧换新补贴资金已用完，自2026-11-15起暂停受理
120100|0.49|0.54|0.30|0.76|0.70|7.43|
320500|0.5283|0.5583|0.3083|0.78|0.70|7.42|
410100|0.56|0.61|0.33|0.72|0.60|7.46|
430100|0.588|0.638|0.358|0.75|0.60|7.44|
370200|0.5469|0.5969|0.3169|0.74|0.60|7.41|
340100|0.5653|0.6153|0.3253|0.74|0.60|7.41|
370100|0.5469|0.5969|0.3169|0.74|0.60|7.41|
350200|0.4983|0.5483|0.2983|0.75|0.60|7.43|
350100|0.4983|0.5483|0.2983|0.75|0.60|7.43|
330200|0.538|0.568|0.288|0.80|0.70|7.42|
441900|0.5802|0.6402|0.3102|0.80|0.70|7.47|
440600|0.5802|0.6402|0.3102|0.80|0.70|7.47|
530100|0.45|0.50|0.25|0.65|0.60|7.63|
210100|0.50|0.55|0.30|0.72|0.60|7.40|
210200|0.50|0.55|0.30|0.72|0.60|7.40|
230100|0.51|0.56|0.31|0.70|0.60|7.36|
220100|0.525|0.575|0.325|0.72|0.60|7.41|
130100|0.52|0.57|0.32|0.72|0.60|7.43|
140100|0.477|0.527|0.277|0.70|0.60|7.43|
360100|0.60|0.65|0.35|0.75|0.60|7.41|
450100|0.5283|0.5783|0.3083|0.72|0.60|7.52|
520100|0.4556|0.5056|0.2556|0.68|0.60|7.61|
460100|0.6083|0.6583|0.3583|0.80|0.70|8.55|
620100|0.51|0.56|0.31|0.70|0.60|7.42|
650100|0.39|0.44|0.24|0.62|0.50|7.26|
150100|0.415|0.465|0.265|0.65|0.50|7.34|
640100|0.4486|0.4986|0.2686|0.65|0.50|7.31|
630100|0.3771|0.4271|0.2271|0.60|0.50|7.42|
540100|0.49|0.54|0.34|0.75|0.60|8.25|
320200|0.5283|0.5583|0.3083|0.78|0.70|7.42|
330300|0.538|0.568|0.288|0.80|0.70|7.42|
440400|0.5802|0.6402|0.3102|0.80|0.70|7.47|
320300|0.5283|0.5583|0.3083|0.76|0.60|7.42|
410300|0.56|0.61|0.33|0.70|0.60|7.46|
`;

const CITY_ROWS: CityCostRow[] = pipeRows(CITY_LINES, 8).map(
  ([code, flat, peak, valley, power, service, petrol, paused]) => {
    const city = CITIES.find((c) => c.code === code);
    if (!city) throw new Error(`cost rules name a city the city list does not hold: ${code}`);
    return {
      code,
      name: city.name,
      flat: Number(flat),
      peak: Number(peak),
      valley: Number(valley),
      publicPower: Number(power),
      publicService: Number(service),
      petrol92: Number(petrol),
      subsidyPaused: paused !== '',
      pausedNote: paused,
      source: `${city.province}发展改革委居民阶梯电价与峰谷分时电价文件；公共快充为${city.name}主要充电运营商标价的本站采样均价${paused ? `；${city.name}商务局以旧换新公告` : ''}`,
      petrolSource: `92#汽油为${city.province}最高零售限价（国家发展改革委成品油价格调整通知）`,
      checked: COST_RULES_CHECKED,
    };
  },
);

// level | label | 指导价万元 | L/100km | 保养元/年 | 保养元/km
const PETROL_LINES = `
微型车|同级燃油微型车|5.5|5.2|300|0.05
小型车|同级燃油小型轿车|8|5.6|400|0.06
紧凑型车|同级燃油紧凑型轿车|12|6|500|0.07
中型车|同级燃油中型轿车|20|6.8|600|0.09
中大型车|同级燃油中大型轿车|35|7.8|800|0.12
大型车|同级燃油大型轿车|80|9.5|1500|0.2
小型SUV|同级燃油小型SUV|9|6.2|400|0.06
紧凑型SUV|同级燃油紧凑型SUV|14|6.8|500|0.08
中型SUV|同级燃油中型SUV|22|7.9|700|0.1
中大型SUV|同级燃油中大型SUV|38|9.2|900|0.13
大型SUV|同级燃油大型SUV|55|11|1200|0.16
中型MPV|同级燃油中型MPV|22|8|700|0.1
大型MPV|同级燃油大型MPV|38|8.8|900|0.13
`;

const PETROL_ROWS: PetrolClassRow[] = pipeRows(PETROL_LINES, 6).map(
  ([level, label, price, litres, perYear, perKm]) => {
    return {
      level,
      label,
      price: Number(price),
      litres: Number(litres),
      perYear: Number(perYear),
      perKm: Number(perKm),
      source:
        '同级主销燃油车型指导价中位数与工业和信息化部燃料消耗量公示（WLTC综合）；保养按品牌保养手册与4S店工时价（本站整理）',
      checked: COST_RULES_CHECKED,
    };
  },
);

const TAX_NOTICE =
  '财政部 税务总局 工业和信息化部公告2023年第10号《关于延续和优化新能源汽车车辆购置税减免政策的公告》';
const SUBSIDY_NOTICE =
  '商务部等部门《2026年汽车以旧换新补贴实施细则》：按新车销售发票价格的比例补贴，各地资金用完可暂停受理';

export const COST_RULES: CostRules = {
  purchaseTax: {
    rate: 0.1,
    vat: 0.13,
    source: '《中华人民共和国车辆购置税法》：税率10%，计税价格为不含增值税价格（发票价 ÷ 1.13）',
    checked: COST_RULES_CHECKED,
  },
  nevTaxRelief: [
    {
      from: '2024-01-01',
      to: '2025-12-31',
      share: 1,
      cap: 30000,
      source: `${TAX_NOTICE}：2024—2025年购置的目录内新能源汽车免征，每辆免税额不超过3万元`,
      checked: COST_RULES_CHECKED,
    },
    {
      from: '2026-01-01',
      to: '2027-12-31',
      share: 0.5,
      cap: 15000,
      source: `${TAX_NOTICE}：2026—2027年购置的目录内新能源汽车减半征收，每辆减税额不超过1.5万元（2026-01-01起施行至2027-12-31）`,
      checked: COST_RULES_CHECKED,
    },
  ],
  subsidies: [
    {
      kind: 'scrap',
      nev: true,
      share: 0.12,
      cap: 20000,
      from: '2026-01-01',
      to: '2026-12-31',
      source: `${SUBSIDY_NOTICE}；报废更新新能源车12%，最高2万元`,
      checked: COST_RULES_CHECKED,
    },
    {
      kind: 'scrap',
      nev: false,
      share: 0.1,
      cap: 15000,
      from: '2026-01-01',
      to: '2026-12-31',
      source: `${SUBSIDY_NOTICE}；报废更新燃油车10%，最高1.5万元`,
      checked: COST_RULES_CHECKED,
    },
    {
      kind: 'replace',
      nev: true,
      share: 0.08,
      cap: 15000,
      from: '2026-01-01',
      to: '2026-12-31',
      source: `${SUBSIDY_NOTICE}；置换更新新能源车8%，最高1.5万元`,
      checked: COST_RULES_CHECKED,
    },
    {
      kind: 'replace',
      nev: false,
      share: 0.06,
      cap: 13000,
      from: '2026-01-01',
      to: '2026-12-31',
      source: `${SUBSIDY_NOTICE}；置换更新燃油车6%，最高1.3万元`,
      checked: COST_RULES_CHECKED,
    },
  ],
  cities: CITY_ROWS,
  insurance: {
    compulsory: 950,
    compulsorySixPlus: 1100,
    compulsoryNcd: [1, 0.9, 0.8, 0.7],
    commercialNcd: [1, 0.85, 0.7, 0.6, 0.5],
    damage: { nev: { base: 600, rate: 0.012 }, petrol: { base: 500, rate: 0.009 } },
    kinds: {
      basic: { damage: true, other: 900 },
      full: { damage: true, other: 1450 },
      third: { damage: false, other: 900 },
    },
    source:
      '交强险基础费率表（家庭自用车6座以下950元、6座及以上1100元，未出险逐年下浮）；商业险按中国保险行业协会示范条款与新能源汽车专属条款基准保费估算',
    checked: COST_RULES_CHECKED,
  },
  energy: {
    chargingLoss: 0.1,
    electricShare: [
      { minKm: 0, share: 0.4 },
      { minKm: 100, share: 0.6 },
      { minKm: 150, share: 0.7 },
      { minKm: 200, share: 0.75 },
    ],
    hybridFuelFactor: { 插混: 0.65, 增程: 0.8 },
    source:
      '充电损耗约10%；插混/增程的纯电行驶比例按日均通勤约40km与纯电续航估算，亏电油耗按同级燃油车折算（本站整理）',
    checked: COST_RULES_CHECKED,
  },
  maintenance: [
    {
      energy: '纯电',
      perYear: 300,
      perKm: 0.02,
      source: '主要品牌纯电车型保养手册与服务中心工时价（本站整理）',
      checked: COST_RULES_CHECKED,
    },
    {
      energy: '插混',
      perYear: 500,
      perKm: 0.05,
      source: '主要品牌插混车型保养手册与4S店工时价（本站整理）',
      checked: COST_RULES_CHECKED,
    },
    {
      energy: '增程',
      perYear: 500,
      perKm: 0.045,
      source: '主要品牌增程车型保养手册与服务中心工时价（本站整理）',
      checked: COST_RULES_CHECKED,
    },
  ],
  residual: {
    nev: [0.72, 0.62, 0.54, 0.47, 0.41, 0.36, 0.32, 0.28, 0.25, 0.22],
    petrol: [0.8, 0.71, 0.64, 0.58, 0.52, 0.47, 0.42, 0.38, 0.34, 0.3],
    source: '中国汽车流通协会《中国汽车保值率研究报告》新能源与燃油车分年保值率（近似值）',
    checked: COST_RULES_CHECKED,
  },
  petrol: PETROL_ROWS,
};
