import type { Database } from 'better-sqlite3';
import { seriesDisplayName } from '../../../contract/format/car-name';
import { relMedia } from '../../media-path';
import { CITIES, districtCode } from '../../seed/cities';
import { atChinaHour } from '../../seed/clock';
import type { Rng } from '../../seed/rng';
import { seriesFact, seriesPicture } from '../../seed/series';
import type { SeriesFact } from '../../seed/car-facts';
import { priceWords } from '../../seed/bodies';
import { brandByName, seriesOfBrand } from '../car-refs';
import { ACTIVITY_TYPES, DEALER_KINDS } from './rows';

// Demo dealers: in each hot city a store for each core brand (比亚迪 with its 王朝 and 海洋
// networks) and one more brand, with what they sell at which discount, photos, consultants and
// activities.

const AREA_CODES: Record<string, string> = {
  '110100': '010',
  '310100': '021',
  '440100': '020',
  '440300': '0755',
  '330100': '0571',
  '510100': '028',
  '420100': '027',
  '610100': '029',
  '320100': '025',
  '500100': '023',
};
const ROADS = [
  '汽车城路',
  '中山路',
  '人民路',
  '建设路',
  '世纪大道',
  '科技路',
  '机场路',
  '环城路',
  '创新大道',
  '滨江大道',
  '金融街',
  '解放路',
];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN = [
  '磊',
  '娜',
  '伟',
  '洋',
  '静',
  '帆',
  '敏',
  '涛',
  '婷',
  '强',
  '雪',
  '浩',
  '琳',
  '鹏',
  '倩',
  '杰',
];
const PHOTO_TITLES = [
  '展厅外观',
  '展厅内景',
  '交车区',
  '客户休息区',
  '售后车间',
  '超充桩',
  '洽谈区',
  '展车实拍',
  '儿童游乐区',
];
const CORE_BRANDS = ['比亚迪', '特斯拉', '理想', '问界', '小米'];
const EXTRA_BRANDS = [
  '小鹏',
  '蔚来',
  '极氪',
  '零跑',
  '埃安',
  '深蓝',
  '阿维塔',
  '智己',
  '岚图',
  '吉利银河',
];

/** A store event's body, written for its kind (试驾, 团购, 品鉴, 车主活动), not borrowed news text. */
function eventBody(
  type: number,
  car: string,
  store: string,
  f: SeriesFact | undefined,
  address: string,
): string[] {
  const price = f ? priceWords(f) : '';
  const lines: Record<number, string[]> = {
    1: [
      `活动期间到${store}预约试驾${car}，完成试驾即可领取精美礼品一份，每位客户限领一次。`,
      '试驾路线约十五公里，包含城市道路和快速路，销售顾问全程陪同讲解，可体验辅助驾驶和自动泊车等功能。',
      '试驾时请携带本人有效驾驶证，驾龄需满一年；到店后顾问会先带您熟悉车辆，再出发上路。',
    ],
    2: [
      `本周末${store}举办${car}团购会，现场下订可享团购专属优惠，并叠加以旧换新补贴。`,
      price,
      '现场提供二手车免费评估和金融方案测算，旧车置换、贷款购车的手续可以一次办完。',
    ],
    3: [
      `${store}将举办${car}新车品鉴会，现场有产品专家讲解设计和技术亮点，展车可以上车细看。`,
      price,
      '品鉴会设有茶歇和抽奖环节，报名到场的客户均可参与，名额有限，以电话确认为准。',
    ],
    4: [
      `${store}邀请车主和准车主一起参加本次活动，和同城车友交流用车心得，活动全程免费。`,
      '活动现场提供免费的车辆检测、洗车和电池健康检查，服务顾问会解答保养与用车的问题。',
      '欢迎携家人一同参加，现场准备了亲子互动和小礼品，请按报名时间准时到场。',
    ],
  };
  return [...(lines[type] ?? lines[1]!).filter(Boolean), `活动地点：${address}。`];
}

function seedDealer(
  db: Database,
  rng: Rng,
  now: number,
  city: (typeof CITIES)[number],
  brand: string,
  variant: string,
  n: number,
): void {
  const brandRow = brandByName(db, brand);
  if (!brandRow) return;
  const districtIndex = (n * 3 + brand.length) % city.districts.length;
  const district = city.districts[districtIndex]!;
  const short = district.replace(/(新区|区|街道)$/, '');
  const names: Record<string, string> = {
    比亚迪: `${city.name}比亚迪${variant}${short}店`,
    特斯拉: `特斯拉${city.name}${short}体验中心`,
    理想: `理想汽车${city.name}${short}零售中心`,
    问界: `问界${city.name}${short}用户中心`,
    小米: `小米汽车${city.name}${short}门店`,
    蔚来: `蔚来中心 ${city.name}${short}`,
    小鹏: `小鹏汽车${city.name}${short}体验中心`,
  };
  const name = names[brand] ?? `${city.name}${brand}${short}授权店`;
  const kind =
    brand === '比亚迪' || names[brand] === undefined
      ? 1
      : brand === '特斯拉' && n % 2 === 0
        ? 3
        : 2;
  const area = AREA_CODES[city.code];
  const phone =
    rng.chance(0.4) || !area
      ? `400-${rng.int(600, 999)}-${rng.int(1000, 9999)}`
      : `${area}-${rng.int(5000, 8999)}${rng.int(1000, 9999)}`;
  const address = `${city.name}市${district}${rng.pick(ROADS)}${rng.int(1, 388)}号${rng.chance(0.3) ? `${rng.pick(['万达广场', '汽车城', '国际车城', '科技园'])}${rng.int(1, 9)}号楼` : ''}`;
  const info = db
    .prepare(
      `INSERT INTO dealers (name, kind, city_code, city, district, district_code, address, lat, lng, phone, hours, brand_names, cover, score, intro, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      name,
      kind,
      city.code,
      city.name,
      district,
      districtCode(city.code, districtIndex),
      address,
      Math.round((city.lat + (rng.next() - 0.5) * 0.2) * 1e6) / 1e6,
      Math.round((city.lng + (rng.next() - 0.5) * 0.24) * 1e6) / 1e6,
      phone,
      rng.pick(['09:00-18:00', '09:00-20:00', '09:30-21:00', '10:00-22:00']),
      brand,
      relMedia('cover', `dealer-${city.code}-${n}`, name),
      Math.round((4 + rng.next()) * 10) / 10,
      `${name}是${brand}官方授权的${DEALER_KINDS[kind]}，提供新车销售、试乘试驾、金融置换与售后服务，店内配有${rng.int(2, 8)}个直流快充车位。`,
      now - rng.int(200, 2000) * 86400,
    );
  const dealerId = Number(info.lastInsertRowid);
  // Stores sell what is on sale; discontinued and upcoming series are not in their showrooms.
  const series = seriesOfBrand(db, brandRow.id).filter((s) => s.sale_status === 1);
  const insertSeries = db.prepare(
    'INSERT INTO dealer_series (dealer_id, series_id, discount, promotion, deadline) VALUES (?, ?, ?, ?, ?)',
  );
  for (const s of series) {
    const discount = rng.pick([0, 3000, 5000, 8000, 10000, 12000, 15000, 20000, 30000]);
    const promotion = discount
      ? rng.pick([
          `限时综合优惠${discount}元，置换再享${rng.pick([3000, 5000, 8000])}元补贴`,
          `至高享${discount}元现金优惠，赠送家充桩及安装`,
          `现车充足，综合优惠${discount}元，贷款享${rng.pick([3, 5])}年0息`,
        ])
      : rng.pick(['官方指导价销售，到店试驾赠精美礼品', '享首任车主终身三电质保与免费道路救援']);
    insertSeries.run(dealerId, s.id, discount, promotion, now + rng.int(7, 40) * 86400);
  }
  const insertPhoto = db.prepare(
    'INSERT INTO dealer_photos (dealer_id, image, title, sort) VALUES (?, ?, ?, ?)',
  );
  rng.sample(PHOTO_TITLES, rng.int(5, 9)).forEach((title, i) => {
    insertPhoto.run(dealerId, relMedia('cover', `dealer${dealerId}-photo${i}`, title), title, i);
  });
  const insertSale = db.prepare(
    'INSERT INTO dealer_sales (dealer_id, name, avatar, phone, title, years) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (let i = 0; i < rng.int(2, 3); i++) {
    const saleName = rng.pick(SURNAMES) + rng.pick(GIVEN);
    insertSale.run(
      dealerId,
      saleName,
      relMedia('avatar', `sale${dealerId}-${i}`, saleName),
      `1${rng.pick(['35', '36', '38', '39', '58', '86'])}${rng.int(10000000, 99999999)}`,
      rng.pick(['销售顾问', '资深销售顾问', '展厅经理', '金融专员']),
      rng.int(1, 9),
    );
  }
  const insertActivity = db.prepare(
    `INSERT INTO dealer_activities (dealer_id, type, series_id, title, summary, body, cover, start_at, end_at, quota, address)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let i = 0; i < rng.int(1, 3) && series.length; i++) {
    const s = rng.pick(series);
    const car = seriesDisplayName(brand, s.name);
    const type = rng.int(1, 4);
    const title = {
      1: `${car}到店试驾送好礼`,
      2: `${city.name}${brand}周末团购会：${s.name}限时直降`,
      3: `${car}新车品鉴会`,
      4: `${brand}车主${rng.pick(['露营日', '亲子开放日', '冬季用车讲堂', '自驾游'])}`,
    }[type]!;
    // Store events run in opening hours: from 09:00 on the first day to 18:00 on the last.
    const start = atChinaHour(now + rng.int(-5, 12) * 86400, 9);
    insertActivity.run(
      dealerId,
      type,
      s.id,
      title,
      `${name}｜${ACTIVITY_TYPES[type]}，名额有限，报名后顾问将电话确认。`,
      eventBody(type, car, name, seriesFact(s.name), address).join('\n'),
      seriesPicture(s.name, `activity${dealerId}-${i}`, type === 4 ? 'charge' : 'front'),
      start,
      atChinaHour(start + rng.int(2, 20) * 86400, 18),
      rng.int(20, 60),
      address,
    );
  }
}

export function seedDealers(db: Database, rng: Rng, now: number): void {
  CITIES.filter((c) => c.hot).forEach((city, ci) => {
    let n = 0;
    for (const brand of CORE_BRANDS) {
      if (brand === '比亚迪') {
        seedDealer(db, rng, now, city, brand, '王朝', n++);
        seedDealer(db, rng, now, city, brand, '海洋', n++);
      } else seedDealer(db, rng, now, city, brand, '', n++);
    }
    seedDealer(db, rng, now, city, EXTRA_BRANDS[ci % EXTRA_BRANDS.length]!, '', n++);
  });
}
