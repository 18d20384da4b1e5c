// 用车成本: what a car costs its owner over N years in one Chinese city, and the same for a petrol
// car of its class. Pure arithmetic over rule rows (local-api/seed/cost-rules.ts holds them, each
// with its source, the date it was last checked and the dates it is in force), so the API, the
// page and the tests share one computation and a change of policy is a change of data.
//
// Every amount is in 元, rounded to the yuan per line; a total is the sum of its rounded lines.
// A line's amount is what the owner pays (positive) or gets back (negative: subsidy, resale).

export type TradeIn = 'none' | 'replace' | 'scrap';
export type Tariff = 'tou' | 'flat';
export type InsuranceKind = 'basic' | 'full' | 'third';
export type CostEnergy = '纯电' | '插混' | '增程';

export const TRADE_INS: readonly { key: TradeIn; name: string }[] = [
  { key: 'none', name: '不参与' },
  { key: 'replace', name: '置换更新' },
  { key: 'scrap', name: '报废更新' },
];
export const TARIFFS: readonly { key: Tariff; name: string }[] = [
  { key: 'tou', name: '峰谷电价（谷时充电）' },
  { key: 'flat', name: '城市默认居民电价' },
];
export const INSURANCE_KINDS: readonly { key: InsuranceKind; name: string }[] = [
  { key: 'basic', name: '车损+三者100万' },
  { key: 'full', name: '车损+三者200万+座位+医保外' },
  { key: 'third', name: '仅三者100万' },
];

/** The bounds of the numeric inputs (the API answers 400 outside them, the page falls back to the defaults). */
export const COST_LIMITS = { years: [1, 10], km: [1000, 100000], home: [0, 100] } as const;
export const COST_DEFAULTS = {
  years: 5,
  km: 15000,
  home: 80,
  tariff: 'tou' as Tariff,
  trade: 'none' as TradeIn,
  ins: 'basic' as InsuranceKind,
};

/** Where a figure comes from and the day (YYYY-MM-DD, China time) it was last checked against that source. */
interface Sourced {
  source: string;
  checked: string;
}

/** A rule in force from `from` to `to` (inclusive, YYYY-MM-DD; `to` null: until changed). */
interface Dated extends Sourced {
  from: string;
  to: string | null;
}

interface PurchaseTaxRule extends Sourced {
  /** The statutory rate (10 %). */
  rate: number;
  /** The VAT the invoice price includes (13 %): the taxable price is price ÷ (1 + vat). */
  vat: number;
}

/** 新能源汽车车辆购置税减免: the share of the tax waived and its cap per car, for trims on the MIIT catalogue. */
interface NevTaxReliefRule extends Dated {
  share: number;
  cap: number;
}

/** 以旧换新: a share of the new car's invoice price, capped, by the kind of trade-in and the new car's energy. */
interface SubsidyRule extends Dated {
  kind: Exclude<TradeIn, 'none'>;
  nev: boolean;
  share: number;
  cap: number;
}

/** A city's energy prices and whether it takes 以旧换新 applications now. */
export interface CityCostRow extends Sourced {
  code: string;
  name: string;
  /** 居民生活用电 first-tier price, 元/kWh (the city's default for a home charger). */
  flat: number;
  /** 峰谷分时 residential prices, 元/kWh. */
  peak: number;
  valley: number;
  /** Public fast charging: electricity and service fee, 元/kWh. */
  publicPower: number;
  publicService: number;
  /** 92# petrol, 元/L. */
  petrol92: number;
  /** The city has paused 以旧换新 applications (its funds for the period are used up). */
  subsidyPaused: boolean;
  pausedNote: string;
  /** Where the 92# price comes from (`source` is the electricity prices' and, when paused, the pause's). */
  petrolSource: string;
}

interface InsuranceRule extends Sourced {
  /** 交强险 of a family car under six seats, and of six seats and more, 元. */
  compulsory: number;
  compulsorySixPlus: number;
  /** 交强险 factor by claim-free years (index 0: the first year). */
  compulsoryNcd: readonly number[];
  /** 商业险 factor by claim-free years (无赔款优待系数). */
  commercialNcd: readonly number[];
  /** 车损险: a base plus a share of the price, by energy. */
  damage: { nev: { base: number; rate: number }; petrol: { base: number; rate: number } };
  /** The other cover of each kind, 元 a year; `damage` says whether 车损险 is included. */
  kinds: Record<InsuranceKind, { damage: boolean; other: number }>;
}

interface EnergyRule extends Sourced {
  /** Share of the energy from the wall lost in charging. */
  chargingLoss: number;
  /** Plug-in and range-extender cars: share of km driven on electricity by pure-electric range (first row whose minKm is reached, from the end). */
  electricShare: readonly { minKm: number; share: number }[];
  /** Fuel use on the engine as a share of the class's petrol car, by energy. */
  hybridFuelFactor: Record<'插混' | '增程', number>;
}

interface MaintenanceRule extends Sourced {
  energy: CostEnergy;
  perYear: number;
  perKm: number;
}

interface ResidualRule extends Sourced {
  /** Share of the guide price a car keeps after 1..10 years. */
  nev: readonly number[];
  petrol: readonly number[];
}

/** The petrol car a trim is compared with: one row per class (car_series.level). */
export interface PetrolClassRow extends Sourced {
  level: string;
  label: string;
  /** Guide price, 万元. */
  price: number;
  /** L/100km (WLTC combined). */
  litres: number;
  perYear: number;
  perKm: number;
}

export interface CostRules {
  purchaseTax: PurchaseTaxRule;
  nevTaxRelief: readonly NevTaxReliefRule[];
  subsidies: readonly SubsidyRule[];
  cities: readonly CityCostRow[];
  insurance: InsuranceRule;
  energy: EnergyRule;
  maintenance: readonly MaintenanceRule[];
  residual: ResidualRule;
  petrol: readonly PetrolClassRow[];
}

/** The price a line starts from: the guide price, or a local transaction median when one exists. */
export interface PriceSource extends Sourced {
  /** 万元 */
  price: number;
  label: string;
}

export interface CostCar {
  name: string;
  level: string;
  energy: CostEnergy;
  seats: number;
  batteryKwh: number;
  /** CLTC (pure-electric) range, km. */
  rangeKm: number;
  /** On 《减免车辆购置税的新能源汽车车型目录》. */
  taxListed: boolean;
}

/** The winter and summer 达成率 of the car's class and the city's monthly temperatures (the range estimate's inputs). */
export interface CostClimate {
  /** Share of the CLTC range reached in each month of the city, January to December. */
  monthlyRates: readonly number[];
  source: string;
}

/** What the buyer chooses on the calculator (the page's URL, the API's query, the form). */
export interface CostChoices {
  years: number;
  km: number;
  /** 0–100: share of the charging done at home. */
  home: number;
  tariff: Tariff;
  trade: TradeIn;
  ins: InsuranceKind;
}

export interface CostInput extends CostChoices {
  /** The purchase day, YYYY-MM-DD China time: which rules are in force. */
  date: string;
}

export type CostLineKey =
  'price' | 'tax' | 'subsidy' | 'insurance' | 'energy' | 'maintenance' | 'residual';

export interface CostLine extends Sourced {
  key: CostLineKey;
  label: string;
  amount: number;
  /** How the amount is worked out, in words and figures. */
  detail: string;
}

export interface CostSide {
  title: string;
  lines: CostLine[];
  total: number;
  /** 元 per km over the period. */
  perKm: number;
}

export interface CostResult {
  nev: CostSide;
  petrol: CostSide;
}

const inForce = <T extends Dated>(rows: readonly T[], date: string): T[] =>
  rows.filter((r) => r.from <= date && (r.to === null || date <= r.to));

const round = (n: number) => Math.round(n);
const fix = (n: number, digits = 2) => n.toFixed(digits).replace(/\.?0+$/, '');

/** An amount of 元 as Chinese pages print it: 3.46万元 from 1万 on, else 8560元; a negative one keeps its sign. */
export function formatYuan(yuan: number): string {
  const sign = yuan < 0 ? '-' : '';
  const n = Math.abs(Math.round(yuan));
  return n >= 10000 ? `${sign}${(n / 10000).toFixed(2)}万元` : `${sign}${n}元`;
}

/** 元 per km to two decimals: 0.35元/km. */
export const formatPerKm = (yuan: number): string => `${yuan.toFixed(2)}元/km`;

/** 购置税: 10 % of price ÷ 1.13; a listed new-energy trim bought while a relief is in force has the relief's share waived, up to its cap. */
function purchaseTax(
  rules: CostRules,
  priceYuan: number,
  nev: boolean,
  taxListed: boolean,
  date: string,
): Omit<CostLine, 'key' | 'label'> {
  const { rate, vat } = rules.purchaseTax;
  const taxable = priceYuan / (1 + vat);
  const full = taxable * rate;
  const base = `${formatYuan(priceYuan)} ÷ ${1 + vat} × ${rate * 100}% = ${formatYuan(full)}`;
  const relief = nev ? inForce(rules.nevTaxRelief, date)[0] : undefined;
  if (!nev)
    return {
      amount: round(full),
      detail: `${base}（燃油车全额征收）`,
      source: rules.purchaseTax.source,
      checked: rules.purchaseTax.checked,
    };
  if (!relief)
    return {
      amount: round(full),
      detail: `${base}（购车日无新能源减免政策）`,
      source: rules.purchaseTax.source,
      checked: rules.purchaseTax.checked,
    };
  if (!taxListed) {
    return {
      amount: round(full),
      detail: `${base}；该车型未列入《减免车辆购置税的新能源汽车车型目录》，全额征收`,
      source: `${rules.purchaseTax.source}；${relief.source}`,
      checked: relief.checked,
    };
  }
  const waived = Math.min(full * relief.share, relief.cap);
  const capped = full * relief.share > relief.cap;
  return {
    amount: round(full - waived),
    detail: `${base}，${relief.share === 1 ? '免征' : `减半${formatYuan(full * relief.share)}`}${capped ? `，超过每辆${formatYuan(relief.cap)}上限，按${formatYuan(relief.cap)}减免` : ''}，实缴${formatYuan(full - waived)}（${relief.from}至${relief.to ?? '今'}购车）`,
    source: relief.source,
    checked: relief.checked,
  };
}

/** 以旧换新: the rule of the trade-in kind and energy in force, unless the city has paused it. */
function tradeInSubsidy(
  rules: CostRules,
  city: CityCostRow,
  priceYuan: number,
  nev: boolean,
  trade: TradeIn,
  date: string,
): Omit<CostLine, 'key' | 'label'> {
  const name = TRADE_INS.find((t) => t.key === trade)!.name;
  const inForceNow = inForce(rules.subsidies, date);
  if (trade === 'none')
    return {
      amount: 0,
      detail: '不参与以旧换新（可选置换更新或报废更新）',
      source: inForceNow[0]?.source ?? city.source,
      checked: inForceNow[0]?.checked ?? city.checked,
    };
  const rule = inForceNow.find((r) => r.kind === trade && r.nev === nev);
  if (!rule)
    return {
      amount: 0,
      detail: `购车日无${name}补贴政策`,
      source: city.source,
      checked: city.checked,
    };
  if (city.subsidyPaused)
    return {
      amount: 0,
      detail: `${city.name}已暂停受理以旧换新补贴：${city.pausedNote}`,
      source: city.source,
      checked: city.checked,
    };
  const amount = Math.min(priceYuan * rule.share, rule.cap);
  return {
    amount: -round(amount),
    detail: `${name}：${formatYuan(priceYuan)} × ${fix(rule.share * 100)}% = ${formatYuan(priceYuan * rule.share)}${priceYuan * rule.share > rule.cap ? `，上限${formatYuan(rule.cap)}` : ''}（${rule.from}至${rule.to ?? '今'}）`,
    source: rule.source,
    checked: rule.checked,
  };
}

/** 交强险 and 商业险 over the years, each year at its claim-free factor. */
function insuranceCost(
  rules: CostRules,
  priceYuan: number,
  nev: boolean,
  seats: number,
  kind: InsuranceKind,
  years: number,
): Omit<CostLine, 'key' | 'label'> {
  const r = rules.insurance;
  const compulsory = seats >= 6 ? r.compulsorySixPlus : r.compulsory;
  const cover = r.kinds[kind];
  const dmg = nev ? r.damage.nev : r.damage.petrol;
  const commercial = (cover.damage ? dmg.base + dmg.rate * priceYuan : 0) + cover.other;
  const factor = (ncd: readonly number[], year: number) => ncd[Math.min(year, ncd.length - 1)]!;
  let total = 0;
  for (let y = 0; y < years; y++)
    total += compulsory * factor(r.compulsoryNcd, y) + commercial * factor(r.commercialNcd, y);
  return {
    amount: round(total),
    detail: `交强险${compulsory}元/年（${seats >= 6 ? '6座及以上' : '6座以下'}家用车）+ 商业险约${formatYuan(commercial)}/年，次年起按无出险优待系数下浮，共${years}年`,
    source: r.source,
    checked: r.checked,
  };
}

/** Pure-electric share of the km of a plug-in or range-extender car. */
function electricShareOf(rules: CostRules, car: CostCar): number {
  if (car.energy === '纯电') return 1;
  let share = 0;
  for (const row of rules.energy.electricShare) if (car.rangeKm >= row.minKm) share = row.share;
  return share;
}

/** The year's mean of 1 ÷ 达成率: how much more energy than CLTC a km takes in the city, over its twelve months. */
const climateFactor = (climate: CostClimate): number =>
  climate.monthlyRates.reduce((s, r) => s + 1 / r, 0) / climate.monthlyRates.length;

/** Electricity (home at the chosen tariff, public at power plus service) and, for a hybrid, fuel. */
function nevEnergyCost(
  rules: CostRules,
  car: CostCar,
  city: CityCostRow,
  climate: CostClimate,
  petrol: PetrolClassRow,
  input: CostInput,
): Omit<CostLine, 'key' | 'label'> {
  const share = electricShareOf(rules, car);
  const cltcPerKm = car.batteryKwh / car.rangeKm;
  const factor = climateFactor(climate);
  const wallPerKm = (cltcPerKm * factor) / (1 - rules.energy.chargingLoss);
  const homePrice = input.tariff === 'tou' ? city.valley : city.flat;
  const publicPrice = city.publicPower + city.publicService;
  const h = input.home / 100;
  const pricePerKwh = h * homePrice + (1 - h) * publicPrice;
  const kmTotal = input.km * input.years;
  const power = kmTotal * share * wallPerKm * pricePerKwh;
  const fuelLitres =
    car.energy === '纯电' ? 0 : (petrol.litres * rules.energy.hybridFuelFactor[car.energy]) / 100;
  const fuel = kmTotal * (1 - share) * fuelLitres * city.petrol92;
  const tariffText =
    input.tariff === 'tou'
      ? `谷时${city.valley}元/kWh（峰时${city.peak}元）`
      : `居民电价${city.flat}元/kWh`;
  const detail =
    `CLTC电耗${fix(cltcPerKm * 100, 1)}kWh/100km × ${city.name}全年气温修正${fix(factor, 3)} ÷ 充电效率${fix(1 - rules.energy.chargingLoss)} = ${fix(wallPerKm * 100, 1)}kWh/100km；` +
    `家充${input.home}%按${tariffText}，公共快充${100 - input.home}%按电费${city.publicPower}+服务费${city.publicService}元/kWh，均价${fix(pricePerKwh, 3)}元/kWh` +
    (car.energy === '纯电'
      ? ''
      : `；纯电行驶${fix(share * 100, 0)}%，其余按亏电油耗${fix(fuelLitres * 100, 1)}L/100km、92#汽油${city.petrol92}元/L`) +
    `；${input.km}km/年 × ${input.years}年`;
  const source = [
    city.source,
    ...(car.energy === '纯电' ? [] : [city.petrolSource]),
    climate.source,
  ].join('；');
  return { amount: round(power + fuel), detail, source, checked: city.checked };
}

function maintenanceCost(
  row: { perYear: number; perKm: number } & Sourced,
  input: CostInput,
): Omit<CostLine, 'key' | 'label'> {
  return {
    amount: round((row.perYear + row.perKm * input.km) * input.years),
    detail: `(${row.perYear}元/年 + ${row.perKm}元/km × ${input.km}km) × ${input.years}年`,
    source: row.source,
    checked: row.checked,
  };
}

function residualValue(
  rules: CostRules,
  priceYuan: number,
  nev: boolean,
  years: number,
): Omit<CostLine, 'key' | 'label'> {
  const table = nev ? rules.residual.nev : rules.residual.petrol;
  const share = table[Math.min(years, table.length) - 1]!;
  return {
    amount: -round(priceYuan * share),
    detail: `${years}年后按指导价的${fix(share * 100, 0)}%估算转卖价：${formatYuan(priceYuan)} × ${fix(share * 100, 0)}%`,
    source: rules.residual.source,
    checked: rules.residual.checked,
  };
}

function side(title: string, lines: CostLine[], input: CostInput): CostSide {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  return { title, lines, total, perKm: Math.round((total / (input.km * input.years)) * 100) / 100 };
}

/** The city row of a code, if the rules hold one. */
export const cityRow = (rules: CostRules, code: string): CityCostRow | undefined =>
  rules.cities.find((c) => c.code === code);
/** The petrol comparison row of a class, if any. */
export const petrolRow = (rules: CostRules, level: string): PetrolClassRow | undefined =>
  rules.petrol.find((p) => p.level === level);

/** A level's body: SUV, MPV, or a car (轿车). */
const bodyOf = (level: string) =>
  level.includes('SUV') ? 'SUV' : level.includes('MPV') ? 'MPV' : '轿车';

/**
 * The petrol car a buyer weighs against `level`'s trim at `priceWan` (万元): of the same body, the
 * class row nearest in price, so a 17万 中大型 EV meets a 20万 中型 petrol sedan, not a 35万 one
 * (the segment a buyer shops in is set by the money as much as by the size).
 */
export function petrolFor(
  rules: CostRules,
  level: string,
  priceWan: number,
): PetrolClassRow | undefined {
  const same = rules.petrol.filter((p) => bodyOf(p.level) === bodyOf(level));
  if (same.length === 0) return petrolRow(rules, level);
  return same.reduce((best, p) =>
    Math.abs(p.price - priceWan) < Math.abs(best.price - priceWan) ? p : best,
  );
}

/** The cost of `car` in `city` over the input's years, and of the petrol car of its class. */
export function computeCost(
  rules: CostRules,
  car: CostCar,
  price: PriceSource,
  city: CityCostRow,
  climate: CostClimate,
  petrol: PetrolClassRow,
  input: CostInput,
): CostResult {
  const nevPrice = price.price * 10000;
  const gasPrice = petrol.price * 10000;
  const line = (
    key: CostLineKey,
    label: string,
    part: Omit<CostLine, 'key' | 'label'>,
  ): CostLine => ({ key, label, ...part });
  const maintenance = rules.maintenance.find((m) => m.energy === car.energy)!;
  const nev = side(
    car.name,
    [
      line('price', price.label, {
        amount: round(nevPrice),
        detail: `${price.label}${fix(price.price)}万`,
        source: price.source,
        checked: price.checked,
      }),
      line('tax', '购置税', purchaseTax(rules, nevPrice, true, car.taxListed, input.date)),
      line(
        'subsidy',
        '以旧换新补贴',
        tradeInSubsidy(rules, city, nevPrice, true, input.trade, input.date),
      ),
      line(
        'insurance',
        '保险',
        insuranceCost(rules, nevPrice, true, car.seats, input.ins, input.years),
      ),
      line(
        'energy',
        car.energy === '纯电' ? '电费' : '电费+油费',
        nevEnergyCost(rules, car, city, climate, petrol, input),
      ),
      line('maintenance', '保养', maintenanceCost(maintenance, input)),
      line('residual', '残值', residualValue(rules, nevPrice, true, input.years)),
    ],
    input,
  );
  const litres = petrol.litres / 100;
  const gas = side(
    petrol.label,
    [
      line('price', '指导价', {
        amount: round(gasPrice),
        detail: `同级燃油车参考价${fix(petrol.price)}万`,
        source: petrol.source,
        checked: petrol.checked,
      }),
      line('tax', '购置税', purchaseTax(rules, gasPrice, false, false, input.date)),
      line(
        'subsidy',
        '以旧换新补贴',
        tradeInSubsidy(rules, city, gasPrice, false, input.trade, input.date),
      ),
      line(
        'insurance',
        '保险',
        insuranceCost(rules, gasPrice, false, car.seats, input.ins, input.years),
      ),
      line('energy', '油费', {
        amount: round(input.km * input.years * litres * city.petrol92),
        detail: `${petrol.litres}L/100km × 92#汽油${city.petrol92}元/L × ${input.km}km/年 × ${input.years}年`,
        source: city.petrolSource,
        checked: city.checked,
      }),
      line('maintenance', '保养', maintenanceCost(petrol, input)),
      line('residual', '残值', residualValue(rules, gasPrice, false, input.years)),
    ],
    input,
  );
  return { nev, petrol: gas };
}
