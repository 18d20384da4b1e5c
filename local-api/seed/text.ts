// Building blocks for demo text that reads like a Chinese NEV news site.

export const NICKNAMES = [
  '电车小白',
  '续航焦虑终结者',
  '充电桩猎人',
  '新能源老司机',
  '智驾体验官',
  '城市通勤党',
  '露营奶爸',
  '三电工程师',
  '长途自驾控',
  '超充站常客',
  '二手车鉴定师',
  '车圈观察员',
  '冬季续航实测',
  '数码与车',
  '试驾小分队',
  '理性车评人',
  '电池研究所',
  '周末出行记',
  '电动车主老王',
  '小鹏车主阿杰',
  '蔚来车主莉莉',
  '比亚迪车主张工',
  '特斯拉老车主',
  '理想奶爸',
  '极氪玩家',
  '问界车主陈',
  '小米车主Leo',
  '零跑车主小周',
];

export const TOPICS = [
  '冬季续航',
  '800V高压平台',
  '城市NOA',
  '换电',
  '超充',
  '固态电池',
  '智能座舱',
  '激光雷达',
  '端到端大模型',
  '以旧换新补贴',
  '购置税减免',
  '增程还是纯电',
  '家用充电桩安装',
  '电池衰减',
  '电池安全',
  '车机OTA',
  '自动泊车',
  '高速领航',
  '露营放电',
  '二手电车保值率',
  '馈电油耗',
  '热泵空调',
];

/** The opening of an explainer about a technology or policy. */
export function explainerLead(topic: string): string {
  return `${topic}是近年来新能源车最受关注的话题之一，不少车主买车前都会问到它。这篇文章从原理讲起，再聊现状和选车时该怎么看。`;
}

export const COMMENT_LINES = [
  '写得很客观，支持一下{:点赞:}',
  '冬天续航确实是个问题，北方车主表示很有感触',
  '家里装了充电桩之后就回不去油车了',
  '这价格真香{:吃瓜:}',
  '同款车主路过，用车一年没出过问题',
  '智驾还是要谨慎使用，手别离开方向盘',
  '期待实际交付后的表现',
  '超充站越来越多了，出远门方便很多{:充电:}',
  '求问后排空间怎么样？一家五口够用吗',
  '已经下定了，等提车{:鼓掌:}',
  '车机流畅度比上一代好太多',
  '保值率是我最关心的问题',
];

/** More comment lines, so threads read like real readers talking (emoji tokens of both sets). */
export const MORE_COMMENT_LINES = [
  '北京车主，零下十五度实测掉电百分之三十五，热泵还是有用的',
  '看完决定再等等，年底应该还有一波降价{:思考:}',
  '这车我试驾过，底盘比想象中扎实，过减速带很干脆',
  '有没有人说说车机广告多不多？上一台车被开屏广告烦死了',
  '超充站排队才是真正的痛点，节假日高速服务区根本排不上{:没电:}',
  '提车三个月，跑了九千公里，电耗十三点八，很满意{:提车:}',
  '配置表看着不错，就是不知道实际交付要等多久',
  '城市NOA在我们这边还没开通，期待早日推送{:智驾:}',
  '老婆说内饰颜色太素了，我倒觉得挺耐看的',
  '保险费有点贵，第一年报价比油车高了两千',
  '楼主说得对，家充比什么都重要，没有家充慎买纯电',
  '作为工程师补充一句：电池衰减和充电习惯关系很大，别天天充满{:电池:}',
  '增程和纯电纠结了两个月，最后还是选了增程，长途心里踏实',
  '价格再降两万我就冲了{:冲鸭:}',
  '小区物业不让装桩，只能去公共快充，成本翻倍{:捂脸:}',
  '试驾的时候销售一直强调智驾，其实我更在乎座椅舒不舒服',
  '同价位对比了三款车，最后是空间打动了我，后排坐三个大人不挤',
  '文章里的数据和我自己测的差不多，比较靠谱{:OK:}',
  'OTA之后自动泊车成功率明显提高了，窄车位也能一次停进去',
  '续航虚标还是存在的，高速一百二巡航大概打七五折',
  '这个颜色是真好看，街上回头率很高{:色:}',
  '售后体验一般，换个雨刮等了一周',
  '换电真的快，三分钟搞定，比加油还方便{:闪电:}',
  '希望厂家把二排座椅加热做成标配',
  '孩子特别喜欢车里的大屏，路上再也不吵了{:偷笑:}',
  '高速领航变道还是有点犹豫，大车旁边不太敢用',
  '看评论区比看文章还精彩{:吃瓜:}',
  '露营放电功能太实用了，电磁炉火锅安排上{:庆祝:}',
  '建议作者下次测一下三十万公里之后的电池健康度',
  '风噪控制一般，一百公里以上能明显听到后视镜附近的声音',
  '对比了油车一年的费用，光能源就省了八千多{:满电:}',
  '我是老特斯拉车主，这次真有点心动了{:爱车:}',
  '车机语音识别方言的能力有进步，我妈说四川话都能听懂',
  '别光看参数，一定要去试驾，开起来感觉完全不一样',
  '这个续航够我一周通勤不用充电了{:续航:}',
  '喷了这么多，有没有人真的开过这车说说？',
];

/** Replies readers leave under a comment. */
export const REPLY_LINES = [
  '同感，我也是这么想的',
  '哪个城市的？我们这边情况不太一样',
  '可以去官方APP上预约试驾，体验一下再决定',
  '确实，我上周刚遇到过{:捂脸:}',
  '感谢分享，很有参考价值{:抱拳:}',
  '实测数据可以发一下吗？想参考一下',
  '这个得看个人需求，没有绝对的好坏',
  '哈哈哈说到我心坎里了{:大笑:}',
  '我家那台也是，OTA之后好多了',
  '别急，等年底政策出来再说',
  '楼上正解{:点赞:}',
  '不同意，纯电在城市里完全够用',
];

/**
 * The n-th wording of a line whose `{a|b|c}` parts offer choices: the first part turns fastest, so
 * the first (product of the choice counts) uses of a line all read differently. Other braces
 * ({series}, {:表情:}) are left for the caller.
 */
export function wording(line: string, n: number): string {
  let rest = n;
  return line.replace(/\{([^{}:]*\|[^{}]*)\}/g, (_, choices: string) => {
    const options = choices.split('|');
    const picked = options[rest % options.length]!;
    rest = Math.floor(rest / options.length);
    return picked;
  });
}

/** What a comment or a piece talks about: a comment lands only where its subject is. */
const COMMENT_TOPICS: [string, RegExp][] = [
  ['charge', /充电|超充|充电桩|家充|装桩|换电|补能|快充/],
  ['winter', /冬天|冬季|零下|低温|热泵/],
  ['range', /续航|电耗|掉电|能耗/],
  ['adas', /智驾|NOA|领航|泊车|辅助驾驶/],
  ['cockpit', /车机|大屏|语音|OTA|座舱|广告/],
  ['space', /后排|空间|一家五口|座椅/],
  ['price', /价格|降价|售价|万元|真香|下定|优惠|补贴/],
  ['camp', /露营|放电/],
  ['battery', /电池|衰减/],
  ['cost', /保险|电费|费用|用车成本|油车/],
  ['service', /售后|保养|雨刮/],
  ['delivery', /交付|提车/],
  ['looks', /颜色|外观|回头率|内饰|风噪|底盘/],
  ['hybrid', /增程|插混/],
];
/** A comment that speaks of one car (同款车主, 这车我试驾过) belongs under a piece about a car. */
const ABOUT_A_CAR = /同款|这车|试驾|开起来|开过|楼主/;

function commentTopics(text: string): Set<string> {
  return new Set(COMMENT_TOPICS.filter(([, re]) => re.test(text)).map(([tag]) => tag));
}

/**
 * Whether a comment line belongs under a piece: it names none of the subjects or one the piece
 * talks about, and it speaks of one car only under a piece about a car.
 */
export function commentFits(line: string, piece: { text: string; aboutCar: boolean }): boolean {
  if (ABOUT_A_CAR.test(line) && !piece.aboutCar) return false;
  const tags = commentTopics(line);
  if (tags.size === 0) return true;
  const about = commentTopics(piece.text);
  return [...tags].some((t) => about.has(t));
}
