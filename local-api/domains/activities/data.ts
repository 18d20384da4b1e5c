// Demo activities of a Chinese NEV platform: test-drive days, range tests, owners' road trips,
// battery check days, delivery-centre open days. `{series}` and `{brand}` are filled with a real series of
// the car library; `{city}` with the activity's city. Seed data only (no handlers here).

export interface ActivityTemplate {
  title: string;
  summary: string;
  body: string[];
  fee: string;
  /** Hours the activity lasts. */
  hours: number;
  /** Seats: a range the seed picks from. */
  capacity: [number, number];
  /** Needs a series of the library (test drives, owner trips). */
  series: boolean;
  venue: string;
}

export const ACTIVITY_TEMPLATES: ActivityTemplate[] = [
  {
    title: '{series}深度试驾日·{city}站',
    summary: '封闭场地+城市道路双场景试驾，专业教练陪同讲解，现场可体验辅助驾驶与一键泊车。',
    body: [
      '本次试驾日在{city}举行，每位报名用户可获得约40分钟的{brand}{series}深度试驾时间，包括封闭场地的加速、紧急变道与制动体验，以及一段约15公里的城市道路试驾。',
      '现场配备专业试驾教练，会讲解能量回收档位、单踏板模式和辅助驾驶的使用边界。试驾需携带本人有效驾驶证原件，驾龄一年以上。',
      '活动现场提供茶歇，完成试驾并填写体验问卷的用户可领取定制车载香薰一份。',
    ],
    fee: '免费',
    hours: 4,
    capacity: [20, 60],
    series: true,
    venue: '{city}国际汽车城试驾中心',
  },
  {
    title: '冬季续航实测挑战赛：{series}车主招募',
    summary: '零下低温真实路况跑一趟，记录掉电与能耗，用数据说话，优胜者赢取充电卡。',
    body: [
      '冬天续航到底打几折？我们邀请{series}车主一起在真实路况下实测：统一满电出发，沿指定路线行驶，全程记录表显续航、实际里程与平均电耗。',
      '参赛车辆需为{brand}{series}，电池健康度建议在90%以上。活动将按“实际里程/标称续航”的达成率排名，前三名分别获得500元、300元、200元充电卡。',
      '实测数据会整理成文章发布在新出行，参赛车主可署名。请保证车辆状态良好，遵守交通法规，安全第一。',
    ],
    fee: '免费（需自备车辆）',
    hours: 8,
    capacity: [15, 40],
    series: true,
    venue: '{city}城郊服务区集合点',
  },
  {
    title: '电池健康免费检测日',
    summary:
      '第三方检测机构现场为新能源车做电池健康度（SOH）检测，出具检测报告，二手车交易前必备。',
    body: [
      '不少车主关心电池到底衰减了多少。本次检测日联合第三方检测机构，现场为新能源车辆读取BMS数据并进行充放电分析，约30分钟出具电池健康度（SOH）报告。',
      '检测覆盖主流纯电与插混车型，报告包含电芯一致性、内阻和历史快充占比等指标，可作为二手车交易时的参考。',
      '请在报名时填写真实信息，到场时出示报名成功页面即可。每位车主限检测一台车辆。',
    ],
    fee: '免费',
    hours: 6,
    capacity: [30, 80],
    series: false,
    venue: '{city}新能源汽车服务中心',
  },
  {
    title: '家用充电桩安装答疑会',
    summary: '物业不同意怎么办？老小区能不能装？国网报装流程一次讲清，现场可预约上门勘测。',
    body: [
      '家里能不能装充电桩、要准备哪些材料、物业不配合怎么沟通，是很多准车主的第一道门槛。本次答疑会邀请充电桩安装工程师和社区电力顾问，结合{city}的报装流程逐一讲解。',
      '现场会演示7kW与11kW交流桩的区别、漏电保护与接地要求，并解答老旧小区、地下车库的常见问题。',
      '到场用户可免费预约一次上门勘测。',
    ],
    fee: '免费',
    hours: 2,
    capacity: [40, 120],
    series: false,
    venue: '{city}新出行线下体验空间',
  },
  {
    title: '{series}车主自驾游：周末湖畔露营',
    summary: '两天一夜车友自驾，用车辆对外放电煮火锅、放电影，途经超充站统一补能。',
    body: [
      '周末一起出发吧！本次自驾由{series}车友组织，从{city}出发，全程约180公里，途中在超充站集中补能，傍晚抵达湖畔营地。',
      '营地晚上会用车辆的对外放电功能煮火锅、放露天电影，体验新能源车的露营玩法。营地费用与餐费AA，报名成功后会拉群通知集合时间。',
      '请确保出发前电量在80%以上，并准备好放电枪（V2L）。',
    ],
    fee: '营地与餐费AA，约200元/人',
    hours: 30,
    capacity: [12, 30],
    series: true,
    venue: '{city}出发，湖畔露营地',
  },
  {
    title: '{brand}交付中心开放日·{city}站',
    summary: '走进交付中心看新车PDI检测与交付全过程；名额有限，先到先得，满员后可候补。',
    body: [
      '本次开放日带大家走进{brand}在{city}的用户交付中心，现场观看一台{series}从到店、PDI检测（漆面、电池、电气与软件版本）到交车仪式的完整流程。',
      '交付专员会讲解提车时需要重点检查的项目，以及临牌、保险和充电桩报装的办理顺序。全程约2.5小时，报名需填写真实姓名与手机号，现场核验身份证件。',
      '名额有限，满员后可报名候补：有人取消时，系统会按候补先后顺序自动递补。',
    ],
    fee: '免费（含午餐）',
    hours: 3,
    capacity: [10, 10],
    series: true,
    venue: '{city}{brand}用户交付中心',
  },
  {
    title: '城市智驾NOA体验营',
    summary: '坐进副驾看城市领航辅助如何处理加塞、环岛和无保护左转，工程师现场答疑。',
    body: [
      '城市NOA到底好不好用？本次体验营安排多台搭载城市领航辅助的车型，在{city}指定路线上进行陪驾体验，每位用户乘坐约25分钟。',
      '辅助驾驶不是自动驾驶，驾驶员始终需要监控路况。体验结束后，智驾工程师会分享系统的设计边界和接管逻辑。',
    ],
    fee: '免费',
    hours: 3,
    capacity: [20, 50],
    series: false,
    venue: '{city}软件园展示中心',
  },
];

/** Names for seeded sign-ups (people register with their real names, not nicknames). */
export const PERSON_NAMES = [
  '王磊',
  '李娜',
  '张伟',
  '刘洋',
  '陈静',
  '杨帆',
  '赵敏',
  '黄海',
  '周婷',
  '吴昊',
  '徐亮',
  '孙悦',
  '胡斌',
  '朱琳',
  '高翔',
  '林晨',
  '何佳',
  '郭峰',
  '马丽',
  '罗阳',
];
