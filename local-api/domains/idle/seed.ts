import { CHINA_OFFSET } from '../../seed/clock';
import type { SeedContext } from '../../domain';
import type { CarView } from '../../media-car';
import { paintOf, seriesPicture } from '../../seed/series';
import { CITIES } from '../../seed/cities';
import { seriesOnSale, trimsOfSeries, type TrimRef } from '../car-refs';
import { brandOfNickname, carsOf, MAX_CARS } from '../owners';

// Second-hand listings of real series of the library, priced for their age: a new car's price
// times a depreciation curve (about 25% in the first year, then about 12% a year), give or take
// 6%. A few listings are priced far below that, as scams are: "急售，先付定金锁车".

const DAY = 86400;
const YEAR = 365 * DAY;
/** The youngest listed car was registered this long ago. */
const MIN_AGE = Math.round(0.6 * YEAR);
const SEEDED_LISTINGS = 48;

const USES = [
  '平时上下班代步',
  '周末带娃出游为主',
  '跑过两次长途自驾',
  '主要在市区通勤',
  '家用为主，偶尔跑高速',
];
const CHARGING = [
  '家里有充电桩，慢充为主',
  '小区有公共桩，快慢充各一半',
  '公司楼下有充电桩，基本慢充',
  '以超充为主，快充占比较高',
];
const REASONS = ['换了大一点的车', '工作调动去外地', '家里添了第二台车', '准备换新款'];
/** A listing's four pictures. */
const LISTING_VIEWS: CarView[] = ['side', 'front', 'rear', 'cockpit'];
const EXTRAS = [
  '原厂漆，内饰干净',
  '送一套冬季胎',
  '贴了隐形车衣',
  '带全车行车记录仪',
  '刚做过四轮定位',
];

/** Share of the new price a car keeps after `years` (a typical NEV residual curve). */
function residual(years: number): number {
  return years <= 1 ? 1 - 0.25 * years : 0.75 * 0.88 ** (years - 1);
}

/** Every twelfth listing (8, 20, 32, 44) is priced like a scam. */
const isScam = (i: number) => i % 12 === 7;

/** The last second of a year in China time (a 年款 is registered no later than the year it names). */
const endOfChinaYear = (year: number) => Date.UTC(year + 1, 0, 1) / 1000 - CHINA_OFFSET - 1;
const chinaYear = (ts: number) => new Date((ts + CHINA_OFFSET) * 1000).getUTCFullYear();

export function seedIdle({ db, rng, now }: SeedContext): void {
  // A listed car is registered at least MIN_AGE ago, and never before its trim launched.
  const newest = now - MIN_AGE;
  // Only trims that can be registered within the year their 年款 names (not one launched after that year).
  const launched = (s: { id: number }) =>
    trimsOfSeries(db, s.id).filter((t) => t.launch_at <= Math.min(newest, endOfChinaYear(t.year)));
  const series = seriesOnSale(db)
    .filter((s) => now - s.launch_at > YEAR && launched(s).length > 0)
    .slice(0, 14);
  const sellers = db.prepare('SELECT id, nickname FROM users WHERE id > 2 ORDER BY id').all() as {
    id: number;
    nickname: string;
  }[];
  const brands = (db.prepare('SELECT name FROM car_brands').all() as { name: string }[]).map(
    (b) => b.name,
  );
  const selling = new Set<number>();
  // A private seller is the car's first owner (owners.ts): one listing each, a nickname that names
  // no other brand, and with the car they sell no more than two cars.
  const sellerOf = (i: number, s: { id: number; brand_name: string }) => {
    for (let k = 0; k < sellers.length; k++) {
      const u = sellers[(i * 7 + k) % sellers.length]!;
      const named = brandOfNickname(u.nickname, brands);
      const cars = carsOf(db, u.id);
      if (
        selling.has(u.id) ||
        (named && named !== s.brand_name) ||
        cars.length >= MAX_CARS ||
        cars.some((c) => c.series_id === s.id)
      )
        continue;
      selling.add(u.id);
      return u.id;
    }
    return sellers[(i * 7) % sellers.length]!.id;
  };
  const insert =
    db.prepare(`INSERT INTO idle_listings (seller_id, series_id, model_name, title, price, new_price, city, registered_at,
    mileage_km, soh, charge_cycles, description, images, views, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  if (series.length === 0) return;
  // Three or four listings per series (listing i is of series i mod n), so each has similar ones.
  const n = series.length;
  const share = Array.from({ length: SEEDED_LISTINGS }, () => rng.next());
  const trims = Array.from({ length: SEEDED_LISTINGS }, (_, i) =>
    rng.pick(launched(series[i % n]!)),
  );
  /**
   * When a car of `trim` may have been registered: from its launch (or five years ago) to MIN_AGE
   * ago, and within the year its 年款 names at the latest (no "2024年上牌 2027款").
   */
  const span = (trim: TrimRef) =>
    [
      Math.max(trim.launch_at, now - 5 * YEAR),
      Math.min(newest, endOfChinaYear(trim.year)),
    ] as const;
  const registered = trims.map((trim, i) => {
    const [from, to] = span(trim);
    return Math.max(from, Math.floor((from + share[i]! * (to - from)) / DAY) * DAY);
  });
  // A scam listing sits beside two honest ones of its series, trim and age, so the price check has
  // something to compare it with.
  for (let i = 0; i < SEEDED_LISTINGS; i++) {
    if (!isScam(i)) continue;
    const peers = [i + n, i + 2 * n, i - n, i - 2 * n]
      .filter((k) => k >= 0 && k < SEEDED_LISTINGS && !isScam(k))
      .slice(0, 2);
    if (peers.length < 2) continue;
    const [first, second] = peers as [number, number];
    trims[i] = trims[second] = trims[first]!;
    registered[i] = registered[first]!;
    registered[second] = Math.max(
      span(trims[first]!)[0],
      registered[first]! - Math.round(YEAR / 4 / DAY) * DAY,
    );
  }
  for (let i = 0; i < SEEDED_LISTINGS; i++) {
    const id = i + 1;
    const s = series[i % n]!;
    const model = trims[i]!;
    const newPrice = model.price;
    const registeredAt = registered[i]!;
    const years = (now - registeredAt) / YEAR;
    const fair = newPrice * residual(years) * (0.94 + rng.next() * 0.12);
    const scam = isScam(i);
    const price = Math.round((scam ? fair * 0.55 : fair) * 100) / 100;
    const mileage = Math.round((years * rng.int(7000, 20000)) / 100) * 100;
    const soh = rng.chance(0.75)
      ? Math.round((100 - years * (1.2 + rng.next() * 1.6)) * 10) / 10
      : null;
    const cycles = rng.chance(0.55) ? Math.round((mileage / 450) * (0.9 + rng.next() * 0.3)) : null;
    const city = CITIES[(i * 5) % CITIES.length]!;
    const year = chinaYear(registeredAt);
    const description = scam
      ? `急售！${city.name}牌照，车况精品，价格可谈。人在外地，可先付定金锁车，看车后再付尾款，先到先得。`
      : [
          `个人一手${s.name}，${year}年${city.name}上牌，${rng.pick(USES)}。`,
          `${rng.pick(CHARGING)}，无事故、无泡水、无火烧，4S店保养记录齐全。`,
          soh !== null
            ? `上月在4S店做了电池检测，电池健康度${soh}%，报告可看。`
            : '电池没有单独检测过，可以陪同去4S店检测。',
          `${rng.pick(EXTRAS)}，因为${rng.pick(REASONS)}出售，诚心要可小刀，支持第三方检测。`,
        ].join('');
    // The listed car itself: its series' shape, one paint on every picture, around and inside.
    const paint = paintOf(`${s.name}${id}`);
    const images = LISTING_VIEWS.map((view, k) =>
      seriesPicture(s.name, `idle${id}-${k}`, view, { paint, label: k === 0 ? s.name : undefined }),
    );
    insert.run(
      sellerOf(i, s),
      s.id,
      model.name,
      `${s.name.startsWith(s.brand_name) ? '' : s.brand_name}${s.name} ${year}年上牌 ${model.name}`.trim(),
      price,
      newPrice,
      city.name,
      registeredAt,
      mileage,
      soh,
      cycles,
      description,
      JSON.stringify(images),
      rng.int(80, 5000),
      now - rng.int(1, 40) * DAY - rng.int(0, 86000),
    );
  }
}
