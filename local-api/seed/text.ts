import type { Rng } from './rng';
import type { SeriesFact } from './car-facts';
import { articleHeadline } from './headlines';
import { CATALOG_FACTS, factName, pickFact, rivalsOf } from './series';

// Building blocks for demo text that reads like a Chinese NEV news site.

export const NICKNAMES = [
  '电车小白', '续航焦虑终结者', '充电桩猎人', '新能源老司机', '智驾体验官', '城市通勤党', '露营奶爸',
  '三电工程师', '长途自驾控', '超充站常客', '二手车鉴定师', '车圈观察员', '冬季续航实测', '数码与车',
  '试驾小分队', '理性车评人', '电池研究所', '周末出行记', '电动车主老王', '小鹏车主阿杰', '蔚来车主莉莉',
  '比亚迪车主张工', '特斯拉老车主', '理想奶爸', '极氪玩家', '问界车主陈', '小米车主Leo', '零跑车主小周',
];

export const TOPICS = [
  '冬季续航', '800V高压平台', '城市NOA', '换电', '超充', '固态电池', '智能座舱', '激光雷达',
  '端到端大模型', '以旧换新补贴', '购置税减免', '增程还是纯电', '家用充电桩安装', '电池衰减', '电池安全',
  '车机OTA', '自动泊车', '高速领航', '露营放电', '二手电车保值率', '馈电油耗', '热泵空调',
];

const PARAGRAPHS = [
  '从实际使用来看，{series}在城市通勤场景下的表现相当稳定。空调全程开启、平均车速三十公里左右的情况下，百公里电耗维持在十四度上下，这个成绩在同级别车型中处于第一梯队。',
  '{topic}是今年新能源市场讨论最多的话题之一。越来越多的消费者在选车时，不再只看续航数字，而是关注补能效率、电池安全以及车辆在真实场景里的表现。',
  '我们在高速路段进行了连续两百公里的测试，{series}的高速领航辅助在变道、汇入匝道时处理得比较果断，但在大车较多的路段仍会偶尔出现犹豫，需要驾驶者保持注意力。',
  'ev:充电方面，{series}支持最高{power}kW的直流快充。在环境温度二十度左右时，电量从百分之十充到百分之八十大约用时{minutes}分钟，基本等于在服务区吃一顿饭的时间。',
  '座舱部分，中控大屏的响应速度和语音助手的识别率都有明显提升。连续对话、可见即可说等功能已经成为标配，导航与音乐的切换也更加流畅。',
  '值得一提的是，{brand}这次在底盘调校上下了不少功夫。悬架对细碎颠簸的过滤更加干净，后排乘客的舒适性明显改善，长途出行不再容易疲劳。',
  '从价格来看，{series}的入门版本定价具有相当的竞争力。如果再算上地方的以旧换新补贴和购置税减免，实际落地价格会比指导价低出一截。',
  '当然，这款车也并非没有短板。后备厢的开口偏小、第二排中间地板不够平整，是我们在一周的用车过程中感受最明显的两点。',
  'ev:对于家里能够安装充电桩的用户来说，纯电车型的用车成本优势非常明显。按照每度电零点五元计算，每公里的能源成本不到一毛钱，仅为燃油车的五分之一左右。',
  '业内人士分析认为，随着电池成本持续下降，二十万元以内的纯电车型将在明年迎来新一轮价格竞争，激光雷达、城市NOA等配置也会从高端车型下放到主流车型。',
  'ev:在冬季低温环境下，热泵空调的作用非常关键。我们的测试显示，开启热泵后，{series}在零下十度环境中的续航达成率比上一代车型提高了约百分之八。',
  '从销量结构来看，插电混动和增程车型的占比仍在持续提升，这说明在补能网络尚未完全覆盖的地区，消费者对于里程焦虑仍然存在顾虑。',
  '官方表示，此次OTA升级共涉及四十余项功能优化，包括泊车辅助的识别范围扩大、能耗显示更加精准，以及新增的露营模式和宠物模式。',
  'hy:动力方面，{series}采用{energy}系统，城市通勤以纯电行驶为主，电量用完后发动机介入发电。我们实测亏电状态下的百公里油耗在五点五升左右，长途出行不用再为补能发愁。',
  'hy:对于家里没有条件安装充电桩的用户来说，{series}这样的{energy}车型更省心：平时能充就充，出远门直接加油，满油满电的综合续航超过一千公里。',
  '综合来看，{series}是一款短板不明显、日常使用非常省心的车型。如果你的预算在这个区间，又以家庭用车为主，它值得被放进购车清单。',
];

export interface TextVars {
  brand: string;
  /** The series as a headline writes it (see displayName in series.ts). */
  series: string;
  series2: string;
  topic: string;
  /** 纯电, 增程 or 插混: picks the paragraphs that fit the car (charging for EVs, fuel for hybrids). */
  energy?: string;
}

/** Text variables for a series with its facts. */
export function varsOf(f: SeriesFact, rival: string, topic: string): TextVars {
  return { brand: f.brand, series: factName(f), series2: rival, topic, energy: f.energy };
}

function fits(p: string, energy: string | undefined): boolean {
  if (p.startsWith('ev:')) return energy === undefined || energy === '纯电';
  if (p.startsWith('hy:')) return energy === '增程' || energy === '插混';
  return true;
}

function fill(template: string, rng: Rng, vars: TextVars): string {
  return template.replace(/^(ev|hy):/, '').replace(/\{(\w+)\}/g, (_, key: string) => {
    switch (key) {
      case 'brand':
        return vars.brand;
      case 'series':
        return vars.series;
      case 'series2':
        return vars.series2;
      case 'topic':
        return vars.topic;
      case 'energy':
        return vars.energy === '插混' ? '插电混动' : '增程';
      case 'power':
        return String(rng.pick([120, 180, 250, 400, 480, 600]));
      case 'minutes':
        return String(rng.int(12, 35));
      default:
        return '';
    }
  });
}

/** Text variables for a random catalog series (a rival of the same class as series2). */
export function pickVars(rng: Rng): TextVars {
  const f = pickFact(rng);
  const rival = rivalsOf(f)[0];
  return varsOf(f, rival ? factName(rival) : '', rng.pick(TOPICS));
}

/** Paragraphs of body text about the car in `vars` (only those that fit its energy type). */
export function paragraphs(rng: Rng, count: number, vars = pickVars(rng)): string[] {
  return rng.sample(PARAGRAPHS.filter((p) => fits(p, vars.energy)), count).map((p) => fill(p, rng, vars));
}

/** A headline about the series in `vars` (see headlines.ts for the typed generators). */
export function title(rng: Rng, vars = pickVars(rng)): string {
  const f = CATALOG_FACTS.find((x) => factName(x) === vars.series || x.name === vars.series) ?? pickFact(rng);
  return articleHeadline(rng, f, rng.int(1, 12)).title;
}

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
