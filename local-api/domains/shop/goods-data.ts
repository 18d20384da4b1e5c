// Demo goods of the points shop: what an NEV community actually hands out for points. Car-specific
// items name real series of the catalog (local-api/seed/catalog.ts). Prices: points, optionally
// plus yuan; `limit` is per user (0: no limit).

export interface GoodsSeed {
  title: string;
  subtitle: string;
  category: string;
  points: number;
  cash: number;
  stock: number;
  sold: number;
  limit: number;
  tag: string;
  description: string[];
  /** Shipped to the redeemer; otherwise a code or a service. */
  physical?: boolean;
}

export const GOODS_CATEGORIES = ['充电装备', '车品周边', '出行服务', '生活好物', '虚拟权益'] as const;

export const GOODS: GoodsSeed[] = [
  { title: '新出行定制 7kW 家用充电桩安装补贴券', subtitle: '合作安装商上门勘测，抵扣安装费 300 元', category: '充电装备', points: 1800, cash: 0, stock: 40, sold: 112, limit: 1, tag: '热门', description: ['适用于国标交流充电桩的上门勘测与安装，合作安装商覆盖全国 60 余个城市。', '券码在兑换后 30 天内有效，预约时向安装师傅出示即可抵扣 300 元安装费（不含材料超出部分）。'] },
  { physical: true, title: '便携式 3.5kW 随车充（国标）', subtitle: '10A/16A 双档可调，IP67 防水', category: '充电装备', points: 2600, cash: 199, stock: 25, sold: 48, limit: 1, tag: '积分+钱', description: ['家用 16A 插座即可补能，3.5kW 功率下每小时约补充 20 公里续航。', '枪头 IP67 防水，线长 5 米，附收纳包；适配国标交流充电口的纯电与插混车型。'] },
  { title: '超充站 50 元充电券', subtitle: '合作超充网络通用，满 60 元可用', category: '充电装备', points: 900, cash: 0, stock: 200, sold: 786, limit: 2, tag: '', description: ['在合作超充站扫码充电时，结算页自动抵扣，满 60 元可用一张。', '有效期 60 天，不与站点其他优惠叠加，过期作废不退积分。'] },
  { physical: true, title: 'Type-C 转 V2L 对外放电转接头', subtitle: '露营煮火锅、户外投影都靠它', category: '充电装备', points: 1500, cash: 49, stock: 30, sold: 61, limit: 1, tag: '', description: ['适配支持 V2L 对外放电的车型（如比亚迪海豹、海狮07），最大 3.3kW 输出。', '内置漏电保护和过温保护，附国标五孔插座。使用前请确认车辆支持对外放电并设置放电下限。'] },
  { physical: true, title: '小米SU7 1:18 合金车模', subtitle: '官方授权，海湾蓝配色，开门可动', category: '车品周边', points: 4800, cash: 99, stock: 12, sold: 37, limit: 1, tag: '限量', description: ['1:18 比例压铸合金车模，四门及前后备箱可开启，轮毂可转动。', '配亚克力展示盒与铭牌，适合桌面摆放。'] },
  { physical: true, title: '特斯拉 Model Y 全包围 TPE 脚垫', subtitle: '2025 款焕新版专用，前后排 + 后备箱', category: '车品周边', points: 3200, cash: 129, stock: 18, sold: 44, limit: 1, tag: '', description: ['按 2025 款 Model Y 焕新版底板 3D 扫描开模，边缘贴合无缝隙。', 'TPE 材质无异味，冬季雨雪天可直接冲洗。下单后 7 个工作日内发货。'] },
  { physical: true, title: '理想 L6 后排遮阳帘（一套四片）', subtitle: '磁吸安装，隔热防晒', category: '车品周边', points: 1600, cash: 0, stock: 20, sold: 33, limit: 1, tag: '', description: ['专为理想 L6 后排车窗尺寸裁切，磁吸边框，拆装不伤车门饰板。', '双层网纱遮光率约 80%，夏季后排儿童座椅不再被晒得发烫。'] },
  { physical: true, title: '新出行车载香氛（雪松味）', subtitle: '出风口夹式，持香约 45 天', category: '车品周边', points: 600, cash: 0, stock: 150, sold: 402, limit: 3, tag: '', description: ['天然植物精油香型，淡雅不刺鼻，适合封闭车厢长期使用。', '出风口夹式安装，兼容绝大多数新能源车型的隐藏式出风口。'] },
  { physical: true, title: '新出行车友会徽章贴纸套装', subtitle: '反光材质，12 枚一套', category: '车品周边', points: 200, cash: 0, stock: 500, sold: 1320, limit: 2, tag: '新人推荐', description: ['包含「电车人」「续航自由」「满电出发」等 12 款车友会原创图案。', '夜间反光，防水耐晒，可贴在充电口盖、后挡或行李箱上。'] },
  { title: '一次全车精洗 + 内饰消毒', subtitle: '合作门店到店服务，全国 40 城可用', category: '出行服务', points: 1200, cash: 0, stock: 60, sold: 218, limit: 1, tag: '', description: ['包含外观泡沫精洗、轮毂清洁、内饰吸尘与臭氧消毒，约 90 分钟。', '兑换后在「我的券码」中查看核销码，到店前请电话预约。'] },
  { title: '新能源车电池健康检测一次', subtitle: '第三方检测机构出具 SOH 报告', category: '出行服务', points: 2000, cash: 0, stock: 30, sold: 57, limit: 1, tag: '二手车必备', description: ['由第三方检测机构读取 BMS 数据并做充放电测试，出具电池健康度（SOH）书面报告。', '卖车、买二手车前检测一次，价格谈判更有底气。'] },
  { title: '高速服务区超充代泊服务券', subtitle: '节假日高峰排队时代客挪车', category: '出行服务', points: 800, cash: 0, stock: 80, sold: 96, limit: 2, tag: '', description: ['在合作的高速服务区超充站，节假日排队时由工作人员代为挪车、插枪。', '使用时段：法定节假日 8:00–22:00。'] },
  { title: '道路救援年卡（新能源版）', subtitle: '含低电量应急补电 2 次', category: '出行服务', points: 3600, cash: 68, stock: 35, sold: 72, limit: 1, tag: '积分+钱', description: ['一年内不限次拖车（单次 100 公里内）、搭电、换胎，另含 2 次移动补电车上门应急补电。', '全国 24 小时救援热线，兑换后 48 小时内生效。'] },
  { physical: true, title: '新出行保温杯 500ml', subtitle: '316 不锈钢内胆，车载杯架适配', category: '生活好物', points: 1000, cash: 0, stock: 90, sold: 265, limit: 2, tag: '', description: ['杯身直径 7cm，可直接放入大多数车型的中控杯架。', '316 不锈钢内胆，保温 12 小时。'] },
  { physical: true, title: '露营折叠桌椅套装', subtitle: '配合 V2L 放电，后备箱一放就走', category: '生活好物', points: 2800, cash: 59, stock: 22, sold: 40, limit: 1, tag: '', description: ['一桌两椅，铝合金骨架，收纳后约 60×15×15cm，轻松放进前备箱或后备箱。', '承重 120kg，附收纳背包。'] },
  { physical: true, title: '车载无线充电支架', subtitle: '15W 快充，自动夹紧', category: '生活好物', points: 1400, cash: 0, stock: 45, sold: 130, limit: 1, tag: '', description: ['红外感应自动开合，单手放取手机。', '支持 15W 无线快充，出风口与中控台两种安装方式。'] },
  { physical: true, title: '新出行帆布托特包', subtitle: '大容量通勤包，充电线收纳隔层', category: '生活好物', points: 700, cash: 0, stock: 120, sold: 188, limit: 2, tag: '', description: ['12 安加厚帆布，内置充电线与卡包隔层。', '印有「满电出发」字样，车友聚会同款。'] },
  { title: '新出行会员月卡', subtitle: '无广告浏览 + 专属头像框', category: '虚拟权益', points: 500, cash: 0, stock: 999, sold: 2410, limit: 3, tag: '', description: ['30 天内浏览文章、视频无广告，评论区显示专属会员头像框。', '兑换后立即生效，可叠加延长有效期。'] },
  { title: '视频会员季卡（腾讯视频）', subtitle: '车机与手机同步可用', category: '虚拟权益', points: 3000, cash: 0, stock: 50, sold: 139, limit: 1, tag: '', description: ['兑换后获得 90 天会员激活码，在手机或支持腾讯视频的车机上登录激活。', '激活码有效期 30 天，请及时使用。'] },
  { title: '车机流量包 10GB', subtitle: '主流车企车联网通用充值', category: '虚拟权益', points: 1100, cash: 0, stock: 100, sold: 320, limit: 2, tag: '', description: ['支持主流车企车联网流量充值，兑换后 24 小时内到账。', '有效期 30 天，仅限车机使用。'] },
  { physical: true, title: '极氪001 原厂钥匙扣（限量）', subtitle: '车友会线下活动同款', category: '车品周边', points: 900, cash: 0, stock: 1, sold: 49, limit: 1, tag: '最后一件', description: ['极氪车友会线下活动纪念款，锌合金材质，背面激光刻字。', '仅剩最后一件，先兑先得。'] },
  { physical: true, title: '问界M9 车载冰箱清洁套装', subtitle: '专用清洁剂 + 除味包', category: '车品周边', points: 500, cash: 0, stock: 0, sold: 80, limit: 1, tag: '', description: ['适配问界M9 前排冷暖冰箱，食品级清洁剂，含 3 包活性炭除味包。', '本期已兑完，下期补货时间请关注商城公告。'] },
];
