// Demo data of the community: circles per popular series and per theme, topics and topic
// activities, clubs in several cities, goods owners recommend, guides. Read like a real NEV site.

export const CIRCLE_CATEGORIES: Record<number, string> = {
  1: '车型圈',
  2: '用车生活',
  3: '玩车改装',
  4: '自驾旅行',
};

/** Series circles first (ids 1..9), then theme circles; ids are deterministic (seed order). */
export const SERIES_CIRCLES: { brand: string; series: string; intro: string }[] = [
  {
    brand: '小米',
    series: '小米SU7',
    intro: 'SU7车主和准车主的大本营：提车作业、OTA实测、赛道日与用车答疑。',
  },
  {
    brand: '特斯拉',
    series: 'Model Y',
    intro: 'Model Y车主交流：焕新版实测、FSD进展、超充体验和冬季续航。',
  },
  { brand: '理想', series: 'L6', intro: '理想L6奶爸奶妈集合：家庭出行、增程用车成本和座舱玩法。' },
  { brand: '问界', series: '问界M7', intro: '问界M7车主圈：ADS智驾实测、鸿蒙座舱技巧和长途自驾。' },
  { brand: '比亚迪', series: '海豹', intro: '海豹车主俱乐部：刀片电池、CTB车身和性能版改装交流。' },
  { brand: '极氪', series: '极氪001', intro: '001车主的猎装情怀：空悬调校、800V补能和长途路书。' },
  { brand: '小鹏', series: 'G6', intro: '小鹏G6车主圈：XNGP城市领航、超充网络和用车成本。' },
  { brand: '蔚来', series: 'ET5', intro: 'ET5车主之家：换电体验、NIO House活动和BaaS电池租用。' },
  { brand: '零跑', series: 'C10', intro: '零跑C10车主交流：增程与纯电版本选择、性价比用车心得。' },
];

export const THEME_CIRCLES: { name: string; category: number; intro: string }[] = [
  {
    name: '充电圈',
    category: 2,
    intro: '家充桩安装、超充站测评、充电优惠和冬季补能技巧，一站搞定。',
  },
  { name: '自驾游', category: 4, intro: '开着电车去远方：318、川西、海南环岛路书与充电规划。' },
  { name: '改装圈', category: 3, intro: '轮毂、隐形车衣、氛围灯与合法改装，晒出你的作品。' },
  { name: '露营放电', category: 4, intro: '对外放电煮火锅、露营模式过夜，带上电车去露营。' },
  { name: '新手提车', category: 2, intro: '验车清单、上牌流程、保险怎么买，新车主少走弯路。' },
  { name: '智驾实测', category: 2, intro: '城市NOA、高速领航、自动泊车，真实路况实测分享。' },
];

/** Topics (kind 1) and topic activities (kind 2); `circle` is a 1-based circle index or 0 for all. */
export const THEMES: {
  title: string;
  kind: 1 | 2;
  circle: number;
  intro: string;
  rules?: string;
  days?: number;
}[] = [
  { title: '提车作业', kind: 1, circle: 14, intro: '晒出你的新车，记录提车这一天。' },
  { title: '冬季续航', kind: 1, circle: 0, intro: '零下的清晨，你的电车还剩多少续航？' },
  { title: '超充体验', kind: 1, circle: 10, intro: '各家超充站实测：功率、排队和价格。' },
  { title: '周末自驾', kind: 1, circle: 11, intro: '这个周末去哪儿？分享路线和充电规划。' },
  { title: '改装分享', kind: 1, circle: 12, intro: '轮毂、车衣、贴膜，你的车改了什么？' },
  { title: '智驾实测', kind: 1, circle: 15, intro: '城市领航和高速NOA的真实表现。' },
  { title: '用车成本', kind: 1, circle: 0, intro: '电费、保险、保养，一年到底花多少？' },
  { title: '露营放电', kind: 1, circle: 13, intro: '对外放电的一百种玩法。' },
  {
    title: '晒出你的充电桩',
    kind: 2,
    circle: 10,
    intro: '拍下你家的充电桩和安装故事，参与即有机会获得充电卡。',
    rules:
      '活动期间在充电圈发布带#晒出你的充电桩#话题的动态（至少1张图片），按点赞与评论数评出前10名，各得200元充电卡。',
    days: 30,
  },
  {
    title: '春节自驾路书征集',
    kind: 2,
    circle: 11,
    intro: '分享你的春节返乡或旅行路书，帮更多车友规划补能。',
    rules: '发布带路线、里程与充电站信息的动态即可参与，优质路书将被收录进攻略并获得新出行周边。',
    days: 45,
  },
  {
    title: '智驾百公里挑战',
    kind: 2,
    circle: 15,
    intro: '记录一次100公里以上的智驾通勤，看看接管几次。',
    rules: '发布包含行驶里程、接管次数和路况描述的动态，截图或视频均可；评论区票选最佳实测。',
    days: 20,
  },
];

/** Owners' posts in a series circle: each `{a|b}` part a choice, so no two circles print one line alike (seed/text.ts wording). */
export const SERIES_LINES = [
  '今天终于提车了！{series}，{等了七周|排了两个月|从下定到交付四十天}，{color}真的太好看了，{验车一个多小时没发现问题|交付专员讲解得很细|全家都来拍照了}',
  '{series}{一周|这个月|上周}通勤电耗记录：平均每百公里14.8度，{早晚高峰跟车很省心|空调一直开着|高架占了一半路程}',
  '第一次开{series}跑长途，{上海到黄山四百公里|北京到承德两百多公里|杭州到厦门八百公里}，{服务区超充一次就够了|中途补了两次电|到了酒店还剩三成电}',
  '{series}新版OTA推送了，{泊车速度明显快了|语音助手反应快了|能量回收更线性了}，{大家升级了吗？|你们收到了吗？|还没升的快去试试}',
  '{series}冬季实测：{零下三度|零下八度|早上零下五度}，满电显示续航打了七五折左右，{开热泵影响不大|座椅加热比空调省电|预热后掉电少了}',
  '分享一下{series}一年用车成本：{电费两千四|电费一千九|电费两千八}，{保险五千六|保险四千八|保险六千}，比原来的油车省了一万多',
  '带{家里老人|岳父岳母|爷爷奶奶}坐{series}去{乡下|老家|山里}，后排空间和座椅舒适度{老人家很满意|他们一路夸|比预想的还好}',
  '{series}的座舱语音越来越好用了，{导航、空调、车窗一句话搞定|连续说三个指令都能听懂|方言也能听明白}，{开车时基本不用动手|家里孩子也爱跟它聊|现在离不开了}',
  '开了半年{series}，说几个缺点：{后备箱开口有点小|后排头部空间一般|车机偶尔卡顿}，{雨天后视镜容易挂水|胎噪在高速上明显|自动雨刷不太灵}',
  '{series}首保做完了，{只换了空调滤芯和检查底盘|就做了个全车检测|顺便升级了一下车机}，{工时费全免|前后不到一小时|休息区的咖啡不错}',
  '下班路上用{series}的城市领航，{二十公里只接管了一次|十五公里一次没接管|过了三个环岛都很稳}，{路口博弈比以前果断|变道比以前干脆|跟车距离刚刚好}',
  '{series}贴了一层{前挡隔热膜|全车隐私膜|天窗防晒膜}，{夏天车里温度明显降下来了|后排孩子不再喊晒|空调降温快多了}',
];

/** Posts of the theme circles (ids 10..15), each about the circle's subject. */
export const THEME_CIRCLE_LINES: Record<number, string[]> = {
  10: [
    '小区物业终于同意装桩了！7kW家充，从申请到通电一共十二天，流程整理在下面',
    '高速服务区超充排队攻略：避开整点，提前在地图上看空闲桩数量',
    '晒一下我家的充电桩，车位在地库角落，布线走了二十米，电工说要用6平方的线',
    '谷电时段充电一度三毛多，一个月通勤电费不到一百块',
    '新开的液冷超充站实测，十分钟从百分之二十充到百分之六十',
    '冬天快充慢的朋友试试导航到充电站，车会自动预热电池',
  ],
  11: [
    '川西小环线电车实测：康定到新都桥全程有超充，海拔三千多掉电比预期少',
    '春节回老家一千二百公里路书：每两百五十公里补一次电，充电站都标好了',
    '海南环岛四天三夜，东线超充很密，西线要提前规划',
    '带娃自驾去千岛湖，服务区充电顺便吃饭，一点不耽误时间',
    '318国道电车自驾第三天，理塘的超充站排了四十分钟',
  ],
  12: [
    '换了一套19寸锻造轮毂，簧下质量轻了，过减速带感觉更干脆',
    '隐形车衣选哪种？TPU和TPH都试过，说说一年后的真实感受',
    '改色膜贴了哑光灰，去车管所做了变更登记，流程半小时搞定',
    '加装了电动尾翼，没改变外廓尺寸，年检顺利通过',
    '内饰换了麂皮方向盘套，手感好了很多，夏天也不烫手',
  ],
  13: [
    '周末带娃去湖边露营，车辆放电带电磁炉煮了一锅火锅，整晚用了百分之十二的电',
    '露营模式开了一整晚空调，早上起来掉电百分之九，比想象中省',
    '车尾搭天幕的正确姿势，五分钟搞定，分享一下装备清单',
    '对外放电接投影仪看露天电影，孩子们说是最棒的周末',
    '秋天去草原露营，夜里零度，座舱恒温模式救了命',
  ],
  14: [
    '提车前必看：验车清单一共二十三项，漆面、玻璃生产日期、电池健康度都要查',
    '今天提车，交付中心给拍了照片，分享一下提车作业',
    '新手第一次上牌流程：选号、交税、拍照，一上午全部办完',
    '新车保险怎么买？三者险建议两百万起，车损险一定要有',
    '提车一周，新手总结的十个实用设置，强烈推荐打开自动驻车',
  ],
  15: [
    '早高峰城市领航实测：二十公里接管一次，是在加塞的路口，整体比半年前稳多了',
    '智驾百公里挑战：通勤一百零六公里，接管两次，一次施工一次加塞',
    '高速领航遇到前方事故，提前变道绕行，反应比人快',
    '自动泊车入窄车位实测，左右各剩二十厘米，一把进',
    '雨夜城市领航要谨慎，车道线不清晰时系统会提示接管',
  ],
};

/** A post's topic from what it talks about (topic titles of THEMES); the first match wins. */
export const THEME_KEYWORDS: [RegExp, string][] = [
  [/充电桩/, '晒出你的充电桩'],
  [/路书/, '春节自驾路书征集'],
  [/百公里挑战|接管/, '智驾百公里挑战'],
  [/提车|验车|上牌/, '提车作业'],
  [/冬季|零下|冬天/, '冬季续航'],
  [/超充|快充|充电/, '超充体验'],
  [/露营|放电/, '露营放电'],
  [/自驾|长途|环岛|川西/, '周末自驾'],
  [/轮毂|车衣|改色|尾翼|隔热膜/, '改装分享'],
  [/领航|智驾|泊车|NOA/, '智驾实测'],
  [/成本|电费|保险|首保/, '用车成本'],
];

/** Which theme circle (10..15) an unplaced post belongs to, by what it talks about. */
export const CIRCLE_KEYWORDS: [RegExp, number][] = [
  [/提车|验车/, 14],
  [/露营|放电/, 13],
  [/领航|智驾|NOA/, 15],
  [/自驾|长途|海边/, 11],
  [/充电|桩|超充/, 10],
  [/试驾|门店/, 14],
  [/洗完车|线条/, 12],
];

/** Paints members drive: names of PAINTS (media-car.ts), so their car is drawn in them. */
export const COLORS = ['星空灰', '珍珠白', '冰川蓝', '熔岩橙', '曜石黑', '薄荷绿', '深海蓝'];

/** 攻略: long guides by topic. */
export const GUIDES: { title: string; theme: string; body: string }[] = [
  {
    title: '家用充电桩安装全流程',
    theme: '用车成本',
    body: '一、向物业申请并拿到同意书；二、携购车合同和车位证明向电网报装；三、勘测后约定安装时间；四、验收通电。整个流程顺利的话两周左右，记得选有漏电保护的桩。',
  },
  {
    title: '冬季续航提升的七个习惯',
    theme: '冬季续航',
    body: '出发前预约加热电池和座舱；尽量停地库；胎压保持标准值偏上；用座椅加热代替高温空调；高速控制在一百公里每小时；少用急加速；充电充到百分之八十就出发。',
  },
  {
    title: '超充站怎么选不排队',
    theme: '超充体验',
    body: '看功率也看车位数；避开节假日高速中午时段；提前在地图App里预约；优先选商场地库的站，晚上十点后几乎没人。电池提前预热能让峰值功率多维持十来分钟。',
  },
  {
    title: '第一次电车长途自驾路书模板',
    theme: '周末自驾',
    body: '每两百到两百五十公里规划一次补能；把备选充电站写进路书；山区路段留百分之二十五以上电量；夜里住宿选带慢充的酒店，第二天满电出发。',
  },
  {
    title: '新车验车清单二十三项',
    theme: '提车作业',
    body: '外观漆面与缝隙、玻璃生产日期、轮胎日期、充电口与充电枪、电池健康度报告、车机版本、随车文件。验车时带上强光手电，天气好最好在室外看漆面。',
  },
  {
    title: '合法改装指南：哪些不用备案',
    theme: '改装分享',
    body: '同尺寸轮毂、隐形车衣、贴膜透光率符合标准、内饰氛围灯不需要备案；改变车身颜色超过百分之三十需要到车管所变更登记；加装行李架要看是否改变外廓尺寸。',
  },
  {
    title: '城市领航辅助的正确打开方式',
    theme: '智驾实测',
    body: '它是辅助驾驶不是自动驾驶：手不离方向盘、注意施工路段和加塞车辆；雨夜和隧道出口保持警惕；熟悉接管方式，踩刹车或打方向都能退出。',
  },
  {
    title: '露营放电安全须知',
    theme: '露营放电',
    body: '放电前确认设置了放电截止电量；大功率电器错开使用；线缆远离积水；夜间关闭不必要的车内用电，保留回程所需电量再加百分之二十余量。',
  },
];

export const CLUBS: { name: string; city: string; brand: string; series: string; intro: string }[] =
  [
    {
      name: '北京小米SU7车友会',
      city: '北京',
      brand: '小米',
      series: '小米SU7',
      intro: '北京SU7车主官方认证车友会：每月一次集体出游，定期组织赛道体验和车主讲堂。',
    },
    {
      name: '上海特斯拉车主俱乐部',
      city: '上海',
      brand: '特斯拉',
      series: 'Model Y',
      intro: '上海特斯拉车主交流平台，超充路线、FSD进展与公益活动。',
    },
    {
      name: '深圳比亚迪海豹车友会',
      city: '深圳',
      brand: '比亚迪',
      series: '海豹',
      intro: '深圳海豹车主之家：周末山路、改装交流、亲子自驾。',
    },
    {
      name: '杭州极氪车友会',
      city: '杭州',
      brand: '极氪',
      series: '极氪001',
      intro: '杭州极氪车主俱乐部：千岛湖、莫干山长途自驾和摄影活动。',
    },
    {
      name: '成都理想车友会',
      city: '成都',
      brand: '理想',
      series: 'L6',
      intro: '成都理想车主的家庭出行社群：川西自驾、露营和亲子活动。',
    },
    {
      name: '广州小鹏车友会',
      city: '广州',
      brand: '小鹏',
      series: 'G6',
      intro: '广州小鹏车主交流：智驾实测分享、周末粤北自驾。',
    },
    {
      name: '武汉问界车友会',
      city: '武汉',
      brand: '问界',
      series: '问界M7',
      intro: '武汉问界车主俱乐部：长江沿线自驾、鸿蒙座舱玩法分享。',
    },
  ];

export const CLUB_NOTICES: { title: string; content: string }[] = [
  {
    title: '入会须知',
    content: '入会请在群内备注“车型-昵称”，车友会活动以平台报名为准，禁止广告与拉踩。',
  },
  {
    title: '本月集体出游报名',
    content: '本月最后一个周六集体出游，名额三十车，报名后请留意群内集合时间与地点。',
  },
  {
    title: '车友专享保养团购',
    content: '合作门店为会员提供保养与洗车团购，价格比单独预约优惠三成，出示会员页即可。',
  },
];

export const CLUB_EVENTS = [
  '周末山路自驾',
  '车主讲堂：冬季用车',
  '亲子露营日',
  '公益植树',
  '夜骑摄影约拍',
];

export const GOODS: { name: string; price: number; reason: string; goodsId: number }[] = [
  {
    name: '7kW家用智能充电桩',
    price: 1999,
    reason: '支持预约充电和App远程控制，峰谷电价下每月能省不少电费。',
    goodsId: 1,
  },
  {
    name: 'TPE全包围脚垫',
    price: 459,
    reason: '无味好清洗，雨天下车带进来的泥水一冲就干净。',
    goodsId: 2,
  },
  {
    name: 'TPU隐形车衣',
    price: 6800,
    reason: '新车第一件事，高速飞石的小坑一年下来一个没有。',
    goodsId: 3,
  },
  { name: '车载冰箱 15L', price: 899, reason: '夏天自驾必备，露营时冰饮一直是凉的。', goodsId: 4 },
  {
    name: 'V2L对外放电插排',
    price: 329,
    reason: '露营煮火锅、户外投影都靠它，带过载保护更安心。',
    goodsId: 5,
  },
  {
    name: '便携充电枪 3.5kW',
    price: 1299,
    reason: '回老家、住民宿时插普通插座就能补电，出远门放后备箱。',
    goodsId: 6,
  },
  { name: '后排头枕挂钩', price: 39, reason: '几十块钱的小东西，挂包挂外卖都方便。', goodsId: 7 },
  { name: '中控屏钢化膜', price: 129, reason: '防指纹效果好，阳光下看导航不反光。', goodsId: 8 },
  {
    name: '露营天幕套装',
    price: 699,
    reason: '配合车尾门搭起来五分钟，遮阳防雨都可以。',
    goodsId: 9,
  },
  {
    name: '车载香薰',
    price: 168,
    reason: '淡淡的木质香，不闷也不头晕，家里人都喜欢。',
    goodsId: 10,
  },
];

export const RANK_BOARDS: {
  title: string;
  type: 'posts' | 'users' | 'circles';
  period: 'day' | 'week' | 'month';
  description: string;
}[] = [
  {
    title: '热帖日榜',
    type: 'posts',
    period: 'day',
    description: '过去24小时发布的动态，按点赞与评论综合得分排名。',
  },
  {
    title: '热帖周榜',
    type: 'posts',
    period: 'week',
    description: '过去7天发布的动态，按点赞与评论综合得分排名。',
  },
  {
    title: '达人周榜',
    type: 'users',
    period: 'week',
    description: '过去7天发帖获得的点赞与评论最多的车友。',
  },
  {
    title: '达人月榜',
    type: 'users',
    period: 'month',
    description: '过去30天发帖获得的点赞与评论最多的车友。',
  },
  {
    title: '圈子活跃周榜',
    type: 'circles',
    period: 'week',
    description: '过去7天新增动态与互动最多的圈子。',
  },
  {
    title: '圈子活跃月榜',
    type: 'circles',
    period: 'month',
    description: '过去30天新增动态与互动最多的圈子。',
  },
];

export const RANK_RULES: { heading: string; paragraphs: string[] }[] = [
  {
    heading: '榜单说明',
    paragraphs: [
      '社区榜单包括热帖榜、达人榜和圈子榜，分日榜、周榜、月榜三个周期，每次打开页面时按最新数据计算。',
    ],
  },
  // Words for readers; the formula itself is contract/community-hot.ts.
  {
    heading: '计分规则',
    paragraphs: [
      '一条动态的得分是它收到的点赞数，加上评论数的两倍：一条评论抵两个赞。',
      '热门排序同时看得分和发布时间：得分越高越靠前，但随着发布时间变长，排序会越来越快地往后退，所以刚发布又有人互动的动态会排在几天前的高赞动态前面。',
      '达人的得分是他在这个周期内发布的所有动态的得分之和；圈子的得分是这个周期内圈子里所有动态的得分之和，每新增一条动态再加5分。',
    ],
  },
  {
    heading: '排名变化',
    paragraphs: ['排名旁的箭头表示与上一期榜单相比的名次变化；“新”表示本期首次上榜。'],
  },
  {
    heading: '违规处理',
    paragraphs: [
      '刷赞、刷评论、搬运他人内容或发布广告引流内容的，一经核实将移出榜单，情节严重的限制发帖。被举报并核实违规的动态不参与排名。',
    ],
  },
];
