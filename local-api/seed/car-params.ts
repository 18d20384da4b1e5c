import type { Body, Energy, Size } from './car-facts';
import { ADAS_CHIPS } from './car-specs';

// The full parameter table of one model (~190 rows in 17 groups), derived from a few coherent
// figures: range follows battery size and efficiency, 0-100 follows power to weight, equipment
// follows price (a threshold per row, nudged per series so brands differ).

export type Drive = '前驱' | '后驱' | '四驱';

export interface ModelSpec {
  brand: string;
  series: string;
  body: Body;
  size: Size;
  energy: Energy;
  year: number;
  drive: Drive;
  /** Position of the trim within its year, 0 (base) .. 1 (top). */
  tier: number;
  price: number;
  battery: number;
  /** CLTC pure-electric range, km. */
  range: number;
  /** Combined range for plug-in and range-extender cars, km; 0 for pure electric. */
  combined: number;
  frontKw: number;
  rearKw: number;
  torque: number;
  weight: number;
  accel: number;
  topSpeed: number;
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  seats: number;
  doors: number;
  /** Peak DC power, kW; 0 when the trim has no fast charging. */
  fastKw: number;
  /** The state of charge the official fast charge starts from (to 80 %). */
  fastFrom: number;
  fastHours: number;
  highVoltage: boolean;
  lfp: boolean;
  /** Lidars of the car (0: camera-only) and whether every trim carries them (else the upper ones). */
  lidar: number;
  lidarAll: boolean;
  launch: string;
}

const MARK = { std: '●', opt: '○', none: '-' } as const;

interface BrandTech {
  os: string;
  adas: string;
  adasChip: string;
  tops: number;
  cockpit: string;
  cell: string;
  audio: string;
  swap?: boolean;
}

const TECH: Record<string, BrandTech> = {
  比亚迪: {
    os: 'DiLink',
    adas: '天神之眼',
    adasChip: '英伟达Orin-X',
    tops: 254,
    cockpit: '高通骁龙8155',
    cell: '弗迪电池',
    audio: '丹拿',
  },
  特斯拉: {
    os: 'Tesla OS',
    adas: 'Autopilot',
    adasChip: 'FSD芯片 HW4.0',
    tops: 720,
    cockpit: 'AMD Ryzen',
    cell: '宁德时代',
    audio: '特斯拉',
  },
  蔚来: {
    os: 'Banyan·榕',
    adas: 'NOP+',
    adasChip: '英伟达Orin-X×4',
    tops: 1016,
    cockpit: '高通骁龙8295',
    cell: '宁德时代',
    audio: '蔚来7.1.4',
    swap: true,
  },
  小鹏: {
    os: '天玑XOS',
    adas: 'XNGP',
    adasChip: '英伟达Orin-X×2',
    tops: 508,
    cockpit: '高通骁龙8295P',
    cell: '中创新航',
    audio: '小鹏Xopera',
  },
  理想: {
    os: '理想同学 Li OS',
    adas: '理想AD Max',
    adasChip: '英伟达Thor-U',
    tops: 700,
    cockpit: '高通骁龙8295P',
    cell: '宁德时代',
    audio: '理想',
  },
  极氪: {
    os: 'ZEEKR OS',
    adas: '浩瀚智驾',
    adasChip: '英伟达Orin-X×2',
    tops: 508,
    cockpit: '高通骁龙8295',
    cell: '极氪金砖电池',
    audio: '雅马哈',
  },
  问界: {
    os: '鸿蒙座舱 HarmonyOS',
    adas: '乾崑智驾ADS 3.0',
    adasChip: '华为MDC 610',
    tops: 200,
    cockpit: '麒麟9610A',
    cell: '宁德时代',
    audio: '华为SOUND',
  },
  智界: {
    os: '鸿蒙座舱 HarmonyOS',
    adas: '乾崑智驾ADS 3.0',
    adasChip: '华为MDC 610',
    tops: 200,
    cockpit: '麒麟9610A',
    cell: '宁德时代',
    audio: '华为SOUND',
  },
  享界: {
    os: '鸿蒙座舱 HarmonyOS',
    adas: '乾崑智驾ADS 3.0',
    adasChip: '华为MDC 810',
    tops: 400,
    cockpit: '麒麟9610A',
    cell: '宁德时代',
    audio: '华为SOUND',
  },
  阿维塔: {
    os: 'AVATR.OS',
    adas: '乾崑智驾ADS 3.0',
    adasChip: '华为MDC 610',
    tops: 200,
    cockpit: '高通骁龙8155',
    cell: '宁德时代',
    audio: '帝瓦雷',
  },
  小米: {
    os: '小米澎湃OS',
    adas: 'Xiaomi HAD',
    adasChip: '英伟达Orin-X×2',
    tops: 508,
    cockpit: '高通骁龙8295',
    cell: '宁德时代',
    audio: '小米',
  },
  零跑: {
    os: 'Leapmotor OS',
    adas: 'Leap Pilot',
    adasChip: '高通8650',
    tops: 200,
    cockpit: '高通骁龙8295P',
    cell: '国轩高科',
    audio: '零跑',
  },
  腾势: {
    os: 'Link-Touch',
    adas: '天神之眼',
    adasChip: '英伟达Orin-X×2',
    tops: 508,
    cockpit: '高通骁龙8295',
    cell: '弗迪电池',
    audio: '丹拿',
  },
  仰望: {
    os: 'DiLink',
    adas: '天神之眼',
    adasChip: '英伟达Orin-X×2',
    tops: 508,
    cockpit: '高通骁龙8295',
    cell: '弗迪电池',
    audio: '丹拿',
  },
  方程豹: {
    os: 'DiLink',
    adas: '天神之眼',
    adasChip: '英伟达Orin-X',
    tops: 254,
    cockpit: '高通骁龙8155',
    cell: '弗迪电池',
    audio: '丹拿',
  },
  宝马: {
    os: 'BMW OS 9',
    adas: 'BMW驾驶辅助Pro',
    adasChip: 'Mobileye EyeQ5',
    tops: 24,
    cockpit: '高通骁龙8155',
    cell: '宁德时代',
    audio: 'Harman Kardon',
  },
  奔驰: {
    os: 'MBUX',
    adas: '智能驾驶辅助',
    adasChip: 'Mobileye EyeQ5',
    tops: 24,
    cockpit: '英伟达Parker',
    cell: '宁德时代',
    audio: '柏林之声',
  },
  保时捷: {
    os: 'PCM 6.0',
    adas: 'InnoDrive',
    adasChip: 'Mobileye EyeQ5',
    tops: 24,
    cockpit: '高通骁龙8155',
    cell: 'LG新能源',
    audio: 'Bose',
  },
  大众: {
    os: 'CNS 4.0',
    adas: 'IQ.Drive',
    adasChip: 'Mobileye EyeQ4',
    tops: 2.5,
    cockpit: '高通骁龙8155',
    cell: '宁德时代',
    audio: 'Harman Kardon',
  },
  凯迪拉克: {
    os: 'Ultifi',
    adas: 'Super Cruise',
    adasChip: 'Mobileye EyeQ5',
    tops: 24,
    cockpit: '高通骁龙8155',
    cell: 'LG新能源',
    audio: 'AKG',
  },
};
const DEFAULT_TECH: BrandTech = {
  os: '智能座舱OS',
  adas: 'L2级驾驶辅助',
  adasChip: '地平线征程6',
  tops: 128,
  cockpit: '高通骁龙8155',
  cell: '宁德时代',
  audio: '自研',
};

export function techOf(brand: string): BrandTech {
  return TECH[brand] ?? DEFAULT_TECH;
}

/** The driving-assistance chip of a series' upper trims and its compute: the series' own (car-specs.ts) or its brand's. */
export function adasChipOf(brand: string, series: string): { chip: string; tops: number } {
  const own = ADAS_CHIPS[series];
  const tech = techOf(brand);
  return own ? { chip: own[0], tops: own[1] } : { chip: tech.adasChip, tops: tech.tops };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) / 4294967296;
}

const ps = (kw: number) => Math.round(kw * 1.36);

export type ParamRow = [group: string, name: string, value: string];

/** The full parameter table of a model, in display order. */
export function modelParams(m: ModelSpec): ParamRow[] {
  const rows: ParamRow[] = [];
  let group = '';
  const add = (name: string, value: string | number) => rows.push([group, name, String(value)]);
  // Equipment: standard at/above a price, optional slightly below, absent otherwise. The
  // threshold moves ±20% per series and row so two brands at one price do not read alike.
  const eq = (name: string, threshold: number) => {
    const t = threshold * (0.8 + 0.4 * hash(`${m.series}|${name}`));
    const score = m.price * (0.9 + 0.2 * m.tier);
    add(name, score >= t ? MARK.std : score >= t * 0.82 ? MARK.opt : MARK.none);
  };
  const tech = techOf(m.brand);
  const kw = m.frontKw + m.rearKw;
  const ev = m.energy === '纯电';
  const level = `${m.size}${m.body === '轿车' ? '车' : m.body}`;
  const sedanKind = m.doors === 2 ? '跑车' : m.doors === 4 ? '三厢车' : '两厢车';
  const bodyText = `${m.doors}门${m.seats}座${m.body === 'MPV' ? 'MPV' : m.body === 'SUV' ? 'SUV' : sedanKind}`;
  const lfp = m.lfp;
  const highV = m.highVoltage;
  const fast = m.fastKw > 0;
  const consumption = ev ? (m.battery / m.range) * 100 : 0;
  const engine =
    m.energy === '纯电' ? '' : m.size === '大型' || m.size === '中大型' ? '1.5T' : '1.5L';

  group = '基本参数';
  add('厂商指导价', `${m.price.toFixed(2)}万`);
  add('厂商', `${m.brand}汽车`);
  add('级别', level);
  add(
    '能源类型',
    m.energy === '纯电' ? '纯电动' : m.energy === '插混' ? '插电式混合动力' : '增程式',
  );
  add('上市时间', m.launch);
  add('CLTC纯电续航里程(km)', m.range);
  add('CLTC综合续航(km)', ev ? '-' : m.combined);
  add('电池快充时间(小时)', fast ? m.fastHours : '-');
  add('电池快充电量范围(%)', fast ? `${m.fastFrom}-80` : '-');
  add('最大功率(kW)', kw);
  add('最大扭矩(N·m)', m.torque);
  add('电动机(Ps)', ps(kw));
  add('发动机', ev ? '-' : `${engine} ${engine === '1.5T' ? 154 : 101}马力 L4`);
  add('长*宽*高(mm)', `${m.length}*${m.width}*${m.height}`);
  add('车身结构', bodyText);
  add('最高车速(km/h)', m.topSpeed);
  add('官方0-100km/h加速(s)', m.accel.toFixed(1));
  add('百公里耗电量(kWh/100km)', ev ? consumption.toFixed(1) : '-');
  add(
    'WLTC亏电油耗(L/100km)',
    ev ? '-' : (m.energy === '插混' ? 3.6 + m.weight / 1800 : 5.2 + m.weight / 1500).toFixed(2),
  );
  add('整车质保', m.price > 40 ? '4年或10万公里' : '6年或15万公里');
  add('整备质量(kg)', m.weight);
  add('最大满载质量(kg)', m.weight + m.seats * 75 + 150);

  group = '车身';
  add('长度(mm)', m.length);
  add('宽度(mm)', m.width);
  add('高度(mm)', m.height);
  add('轴距(mm)', m.wheelbase);
  add('前轮距(mm)', Math.round(m.width * 0.84));
  add('后轮距(mm)', Math.round(m.width * 0.845));
  add(
    '最小离地间隙(mm)',
    m.body === '轿车'
      ? 120 + Math.round(hash(m.series) * 25)
      : 160 + Math.round(hash(m.series) * 45),
  );
  add('车门开启方式', m.body === 'MPV' ? '平开门+侧滑门' : '平开门');
  add('车门数(个)', m.doors);
  add('座位数(个)', m.seats);
  add(
    '前备厢容积(L)',
    ev
      ? m.size === '微型' || m.size === '小型'
        ? '-'
        : 30 + Math.round(hash(m.series + 'f') * 60)
      : '-',
  );
  add(
    '后备厢容积(L)',
    Math.round(
      (m.body === '轿车' ? 380 : m.body === 'SUV' ? 520 : 660) * (0.7 + hash(m.series + 'b') * 0.5),
    ),
  );
  add(
    '风阻系数(Cd)',
    (m.body === '轿车'
      ? 0.195 + hash(m.series + 'cd') * 0.04
      : 0.235 + hash(m.series + 'cd') * 0.06
    ).toFixed(3),
  );

  group = '电动机';
  add('电机描述', `${m.energy === '纯电' ? '纯电动' : m.energy} ${ps(kw)}马力`);
  add('电机类型', m.frontKw > 0 && m.rearKw > 0 ? '前感应/异步 后永磁/同步' : '永磁/同步');
  add('电动机总功率(kW)', kw);
  add('电动机总功率(Ps)', ps(kw));
  add('电动机总扭矩(N·m)', m.torque);
  add('前电动机最大功率(kW)', m.frontKw || '-');
  add('前电动机最大扭矩(N·m)', m.frontKw ? Math.round(m.torque * (m.frontKw / kw)) : '-');
  add('后电动机最大功率(kW)', m.rearKw || '-');
  add('后电动机最大扭矩(N·m)', m.rearKw ? Math.round(m.torque * (m.rearKw / kw)) : '-');
  add('驱动电机数', m.frontKw > 0 && m.rearKw > 0 ? '双电机' : '单电机');
  add('电机布局', m.frontKw > 0 && m.rearKw > 0 ? '前置+后置' : m.rearKw > 0 ? '后置' : '前置');
  add('系统综合功率(kW)', ev ? '-' : kw + (engine === '1.5T' ? 113 : 74));

  group = '电池/充电';
  add('电池类型', lfp ? '磷酸铁锂电池' : '三元锂电池');
  add('电芯品牌', tech.cell);
  add('电池冷却方式', '液冷');
  add('换电', tech.swap ? MARK.std : MARK.none);
  add('电池能量(kWh)', m.battery);
  add(
    '电池能量密度(Wh/kg)',
    lfp ? 140 + Math.round(hash(m.series + 'd') * 25) : 170 + Math.round(hash(m.series + 'd') * 30),
  );
  add('三电系统质保', '首任车主不限年限/里程');
  add('快充功能', fast ? MARK.std : MARK.none);
  add('快充功率(kW)', fast ? m.fastKw : '-');
  add('快充时间(小时)', fast ? m.fastHours : '-');
  add('慢充时间(小时)', Math.max(2.5, Math.round((m.battery / 7) * 10) / 10));
  add('快充接口位置', m.body === 'MPV' ? '右后侧' : '左后侧');
  add('800V高压平台', highV ? MARK.std : MARK.none);
  add('对外放电', m.price >= 10 ? MARK.std : MARK.opt);
  add('对外放电功率(kW)', m.price >= 10 ? (m.price >= 25 ? 6.6 : 3.3) : '-');

  group = '底盘转向';
  add('驱动方式', m.drive === '四驱' ? '双电机四驱' : m.drive === '后驱' ? '后置后驱' : '前置前驱');
  add('四驱形式', m.drive === '四驱' ? '电动四驱' : '-');
  add('前悬架类型', m.price >= 20 ? '双叉臂式独立悬架' : '麦弗逊式独立悬架');
  add('后悬架类型', m.price >= 9 ? '多连杆式独立悬架' : '扭力梁式非独立悬架');
  add('助力类型', '电动助力');
  add('车体结构', '承载式');
  eq('空气悬架', 32);
  eq('CDC可变阻尼', 22);
  eq('后轮转向', 45);
  eq('悬架高度可调', 34);

  group = '车轮制动';
  add('前制动器类型', '通风盘式');
  add('后制动器类型', m.price >= 15 ? '通风盘式' : '盘式');
  add('驻车制动类型', '电子驻车');
  const rim =
    m.size === '微型'
      ? 13
      : m.size === '小型'
        ? 16
        : m.size === '紧凑型'
          ? 17 + Math.round(m.tier)
          : m.size === '中型'
            ? 18 + Math.round(m.tier)
            : 19 + Math.round(m.tier * 2);
  const tyre = `${m.size === '微型' ? 145 : m.size === '小型' ? 185 : 215 + Math.min(5, rim - 17) * 10}/${rim >= 20 ? 40 : rim >= 19 ? 45 : 55} R${rim}`;
  add('前轮胎规格', tyre);
  add(
    '后轮胎规格',
    m.drive !== '前驱' && rim >= 20 ? tyre.replace(/^\d+/, (w) => String(Number(w) + 20)) : tyre,
  );
  add('备胎规格', '无（补胎工具）');
  add('轮圈材质', '铝合金');
  eq('高性能制动卡钳', 35);

  group = '主动安全';
  add('ABS防抱死', MARK.std);
  add('制动力分配(EBD/CBC等)', MARK.std);
  add('刹车辅助(EBA/BAS/BA等)', MARK.std);
  add('牵引力控制(ASR/TCS/TRC等)', MARK.std);
  add('车身稳定控制(ESC/ESP/DSC等)', MARK.std);
  eq('并线辅助', 9);
  eq('车道偏离预警系统', 7);
  eq('车道保持辅助系统', 9);
  eq('车道居中保持', 11);
  eq('道路交通标识识别', 10);
  add('主动刹车/主动安全系统', m.price >= 7 ? MARK.std : MARK.opt);
  eq('疲劳驾驶提示', 12);
  eq('前方碰撞预警', 6);
  eq('后方碰撞预警', 12);
  eq('倒车车侧预警', 14);
  eq('DOW开门预警', 13);
  add('低速行车警告', MARK.std);
  add('胎压监测功能', m.price >= 6 ? '胎压显示' : '胎压报警');
  eq('哨兵模式', 12);

  group = '被动安全';
  add('主/副驾驶座安全气囊', '主●/副●');
  add('前/后排侧气囊', m.price >= 25 ? '前●/后●' : m.price >= 10 ? '前●/后-' : '前○/后-');
  add('前/后排头部气囊(气帘)', m.price >= 8 ? '前●/后●' : '-');
  add('膝部气囊', m.price >= 30 ? MARK.std : MARK.none);
  add('前排中间气囊', m.price >= 20 ? MARK.std : MARK.none);
  add('安全带未系提醒', m.price >= 8 ? '全车' : '前排');
  add('ISOFIX儿童座椅接口', MARK.std);
  add('被动行人保护', m.price >= 18 ? MARK.std : MARK.none);

  group = '辅助/操控配置';
  add('驾驶辅助影像', m.price >= 9 ? '360度全景影像' : '倒车影像');
  add('前/后驻车雷达', m.price >= 9 ? '前●/后●' : '前-/后●');
  add('巡航系统', m.price >= 8 ? '全速自适应巡航' : '定速巡航');
  add('辅助驾驶等级', m.price >= 8 ? 'L2' : '-');
  add('辅助驾驶系统', m.price >= 12 ? tech.adas : '-');
  const chip = adasChipOf(m.brand, m.series);
  add(
    '辅助驾驶芯片',
    m.price * (0.9 + 0.2 * m.tier) >= 18 ? chip.chip : m.price >= 8 ? '地平线征程3' : '-',
  );
  add(
    '芯片总算力(TOPS)',
    m.price * (0.9 + 0.2 * m.tier) >= 18 ? chip.tops : m.price >= 8 ? 5 : '-',
  );
  // Lidar: the car's own count, on every trim or from the upper trims up; camera-only cars (lidar 0) have none.
  const upper = m.price * (0.9 + 0.2 * m.tier) >= 22 + hash(m.series + 'lidar') * 8;
  const lidar = m.lidar > 0 && (m.lidarAll || upper);
  add('激光雷达数量', lidar ? m.lidar : '-');
  add('毫米波雷达数量', m.price >= 8 ? (m.price >= 20 ? 5 : 3) : 1);
  add('超声波雷达数量', m.price >= 6 ? 12 : 4);
  add('摄像头数量', m.price >= 15 ? 11 : m.price >= 8 ? 7 : 1);
  eq('自动泊车入位', 11);
  eq('遥控泊车', 18);
  eq('记忆泊车', 22);
  eq('代客泊车', 30);
  eq('高速领航辅助驾驶(NOA)', 16);
  // City navigation assistance: lidar cars, and camera-only cars whose chip carries it (200 TOPS and up).
  add(
    '城市领航辅助驾驶',
    lidar || (m.lidar === 0 && upper && chip.tops >= 200) ? MARK.std : MARK.none,
  );
  eq('自动变道辅助', 14);
  add('驾驶模式切换', '运动/经济/标准/雪地');
  add('自动驻车', MARK.std);
  add('上坡辅助', MARK.std);
  eq('陡坡缓降', m.body === '轿车' ? 60 : 18);
  add('单踏板模式', MARK.std);

  group = '外部配置';
  add('天窗类型', m.size === '微型' ? '-' : m.price >= 12 ? '全景天幕(不可开启)' : '电动天窗');
  eq('电动后备厢', 12);
  eq('感应后备厢', 22);
  eq('电动后备厢位置记忆', 15);
  add('隐藏电动门把手', m.price >= 15 ? MARK.std : MARK.none);
  add('无框设计车门', m.body === '轿车' && m.price >= 18 ? MARK.std : MARK.none);
  eq('电动吸合门', 25);
  add('电动侧滑门', m.body === 'MPV' ? MARK.std : MARK.none);
  eq('远程启动功能', 8);
  add('主动闭合式进气格栅', m.energy === '纯电' ? MARK.none : MARK.std);
  add(
    '钥匙类型',
    m.price >= 20
      ? '遥控钥匙/NFC钥匙/UWB数字钥匙'
      : m.price >= 8
        ? '遥控钥匙/NFC钥匙/蓝牙钥匙'
        : '遥控钥匙',
  );
  eq('无钥匙启动系统', 6);
  add('无钥匙进入功能', m.price >= 10 ? '全车' : '主驾驶');

  group = '内部配置';
  add('方向盘材质', m.price >= 30 ? 'Nappa真皮' : m.price >= 10 ? '皮质' : '塑料');
  add('方向盘位置调节', m.price >= 25 ? '电动上下+前后调节' : '手动上下+前后调节');
  eq('方向盘加热', 18);
  eq('方向盘记忆', 28);
  add('换挡形式', m.price >= 15 ? '怀挡' : '电子挡杆换挡');
  add('多功能方向盘', MARK.std);
  add('液晶仪表尺寸', m.brand === '特斯拉' ? '-' : `${m.price >= 20 ? 10.25 : 8.8}英寸`);
  eq('HUD抬头数字显示', 22);
  eq('内置行车记录仪', 12);
  eq('主动降噪', 20);
  add('手机无线充电功能', m.price >= 25 ? '前排/后排' : m.price >= 8 ? '前排' : '-');
  add('最大无线充电功率(W)', m.price >= 8 ? (m.price >= 20 ? 50 : 15) : '-');

  group = '座椅配置';
  add('座椅材质', m.price >= 40 ? 'Nappa真皮' : m.price >= 15 ? '仿皮' : '织物/仿皮混搭');
  add('主座椅调节方式', m.price >= 10 ? '前后/靠背/高低/腰托' : '前后/靠背/高低');
  add('副座椅调节方式', m.price >= 15 ? '前后/靠背/高低' : '前后/靠背');
  add('主/副驾驶座电动调节', m.price >= 12 ? '主●/副●' : m.price >= 8 ? '主●/副-' : '-');
  eq('前排座椅加热', 9);
  eq('前排座椅通风', 18);
  eq('前排座椅按摩', 28);
  eq('电动座椅记忆功能', 17);
  eq('副驾驶位后排可调节按钮', 24);
  add('第二排座椅调节', m.seats > 5 || m.price >= 30 ? '前后/靠背/腿托' : '靠背');
  eq('第二排座椅电动调节', m.seats > 5 ? 20 : 45);
  eq('第二排座椅加热', 20);
  eq('第二排座椅通风', 35);
  eq('第二排座椅按摩', 40);
  add('后排座椅放倒形式', '比例放倒');
  add(
    '座椅布局',
    m.seats === 7 ? '2-2-3' : m.seats === 6 ? '2-2-2' : m.seats === 4 ? '2-2' : '2-3',
  );
  eq('零重力座椅', m.body === 'MPV' ? 30 : 35);

  group = '智能互联';
  add('中控彩色屏幕', m.price >= 20 ? '触控OLED屏幕' : '触控LCD屏幕');
  add('中控屏幕尺寸', `${m.price >= 25 ? 15.7 : m.price >= 10 ? 15.6 : 10.1}英寸`);
  eq('副驾娱乐屏', 24);
  eq('后排液晶屏幕', m.seats > 5 ? 25 : 38);
  add('车机系统', tech.os);
  add('车机智能芯片', m.price >= 20 ? tech.cockpit : '高通骁龙8155');
  add('语音识别控制系统', MARK.std);
  eq('语音免唤醒词', 12);
  add('语音分区域唤醒识别', m.price >= 20 ? '四音区' : m.price >= 10 ? '双音区' : '主驾驶');
  eq('可见即可说', 12);
  add('手机互联/映射', m.price >= 20 ? '支持CarPlay/HiCar/CarLink' : '支持CarLink');
  add('手机APP远程功能', '车门控制/车窗控制/车辆启动/充电管理/空调控制/车辆定位');
  add('车联网', m.price >= 20 ? '5G' : '4G');
  add('OTA升级', MARK.std);
  eq('Wi-Fi热点', 14);
  eq('面部识别', 20);

  group = '影音娱乐';
  add('扬声器品牌名称', m.price >= 15 ? tech.audio : '-');
  add('扬声器数量', m.price >= 50 ? 25 : m.price >= 25 ? 21 : m.price >= 12 ? 12 : 6);
  eq('杜比全景声', 26);
  add('多媒体/充电接口', 'Type-C');
  add('USB/Type-C接口数量', m.price >= 10 ? '前排2个/后排2个' : '前排1个');
  add('后备厢12V电源接口', m.price >= 10 ? MARK.std : MARK.none);
  eq('车载KTV', 22);

  group = '灯光配置';
  add('近光灯光源', 'LED');
  add('远光灯光源', m.price >= 30 ? '矩阵式LED' : 'LED');
  add('灯光特色功能', m.price >= 25 ? '贯穿式尾灯/投影灯语' : m.price >= 10 ? '贯穿式尾灯' : '-');
  add('LED日间行车灯', MARK.std);
  eq('自适应远近光', 13);
  eq('自动头灯', 6);
  eq('转向辅助灯', 22);
  add('大灯高度可调', MARK.std);
  eq('大灯延时关闭', 8);
  add('车内环境氛围灯', m.price >= 20 ? '256色' : m.price >= 10 ? '128色' : '-');

  group = '玻璃/后视镜';
  add('电动车窗', MARK.std);
  add('车窗一键升降功能', m.price >= 8 ? '全车' : '主驾驶');
  add('车窗防夹手功能', MARK.std);
  add('多层隔音玻璃', m.price >= 25 ? '全车' : m.price >= 12 ? '前排' : '-');
  add('外后视镜电动调节', MARK.std);
  eq('外后视镜电动折叠', 8);
  eq('外后视镜加热', 9);
  eq('外后视镜记忆', 18);
  eq('倒车自动下翻', 17);
  eq('锁车自动折叠', 9);
  eq('流媒体内后视镜', 26);
  eq('内后视镜自动防眩目', 14);
  eq('后排侧隐私玻璃', 12);
  add('车内化妆镜', m.price >= 12 ? '主驾驶+照明灯/副驾驶+照明灯' : '主驾驶/副驾驶');
  eq('感应雨刷功能', 10);
  eq('电加热前挡风玻璃', 30);

  group = '空调/冰箱';
  add('空调温度控制方式', '自动空调');
  add('后排独立空调', m.seats > 5 || m.price >= 40 ? MARK.std : MARK.none);
  add('后座出风口', m.size === '微型' ? MARK.none : MARK.std);
  add('温度分区控制', m.price >= 30 ? '三温区' : m.price >= 10 ? '双温区' : '-');
  add('车内PM2.5过滤装置', MARK.std);
  eq('负离子发生器', 15);
  eq('车载香氛装置', 20);
  add('热泵空调', m.price >= 10 ? MARK.std : MARK.opt);
  eq('车载冰箱', m.seats > 5 ? 25 : 40);
  add('远程控制空调', MARK.std);
  return rows;
}
