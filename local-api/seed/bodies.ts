import type { SeriesFact } from './car-facts';
import { adasChipOf, techOf } from './car-params';
import { topTrimEnergy, winterRate } from './car-energy';
import type { Rng } from './rng';
import { categoryOf, factName, formatUnits, priceRange } from './series';
import { topicText } from './topic-text';

// Bodies written for what a piece is (its kind) from the same facts as its title: a colour
// news piece talks about the colour, a 小知识 about its topic and no car, a test about what it
// tests; prices are worded by the car's band and charging figures come from car-energy.ts.
// A body names no series but the one in its title (and the rival a comparison names).

export type PieceKind =
  | 'test'
  | 'drive'
  | 'launch'
  | 'preview'
  | 'compare'
  | 'owner'
  | 'winter'
  | 'fuel'
  | 'sales'
  | 'ota'
  | 'guide'
  | 'explainer'
  | 'knowledge'
  | 'colour'
  | 'policy'
  | 'stop'
  | 'vote';

export interface Piece {
  kind: PieceKind;
  /** The series the title names. */
  series?: SeriesFact;
  /** The second series a comparison names. */
  rival?: SeriesFact;
  topic: string;
  paint?: string;
  deliveries?: number;
}

const ev = (f: SeriesFact) => f.energy === '纯电';
const yuan = (v: number) => `${v.toFixed(2)}万元`;

/** What the price of a series says about it, by its band. */
export function priceWords(f: SeriesFact): string {
  const name = factName(f);
  if (f.min < 15)
    return `${name}入门版售价${yuan(f.min)}，放在${categoryOf(f)}里属于门槛很低的一款，再算上以旧换新补贴，落地价格对首次购车的家庭很友好。`;
  if (f.min < 30)
    return `${name}的指导价为${priceRange(f)}，正处在家用新能源车竞争最激烈的价位，同价位的对手不少，配置是否够用是选它的关键。`;
  if (f.min < 60)
    return `${name}的指导价为${priceRange(f)}，定位高端，买它看重的是做工、舒适性和品牌服务，而不是价格上的优势。`;
  return `${name}的指导价为${priceRange(f)}，属于豪华旗舰级别，买它的人更看重品牌、设计和性能，价格反而不是首要的考虑。`;
}

function chargeWords(f: SeriesFact): string {
  const e = topTrimEnergy(f);
  const platform = e.peakKw >= 400 ? '得益于800V高压平台，' : '';
  return `充电方面，${factName(f)}顶配车型的电池容量为${e.battery}kWh，${platform}直流快充峰值功率${e.peakKw}kW，从百分之十充到百分之八十大约需要${e.minutes}分钟。`;
}

function rangeWords(f: SeriesFact): string {
  const e = topTrimEnergy(f);
  return `续航方面，${factName(f)}的CLTC续航最长${e.range}km。按照这一级别冬季续航约打${Number((winterRate(f) * 10).toFixed(1))}折来算，零下十度的天气里大约能跑${e.winter}km，日常通勤一周充一次电没有问题。`;
}

function hybridWords(f: SeriesFact): string {
  const e = topTrimEnergy(f);
  const litres = { 微型: 4.5, 小型: 4.8, 紧凑型: 5.2, 中型: 5.8, 中大型: 6.3, 大型: 7.0 }[f.size];
  const system = f.energy === '插混' ? '插电混动' : '增程';
  return `动力方面，${factName(f)}采用${system}系统，纯电续航最长${e.range}km，城市通勤基本可以只用电；电量用完后，亏电状态下的百公里油耗在${litres}升左右，长途出行不用为补能发愁。`;
}

function cabinWords(f: SeriesFact): string {
  const t = techOf(f.brand);
  return `座舱方面，${factName(f)}搭载${t.os}车机，芯片为${t.cockpit}，大屏的响应和语音助手的识别都很流畅，导航与音乐之间的切换也没有卡顿。`;
}

function adasWords(f: SeriesFact): string {
  const t = techOf(f.brand);
  const c = adasChipOf(f.brand, f.name);
  return `辅助驾驶方面，${factName(f)}的高配车型提供${t.adas}，搭载${c.chip}，算力${c.tops}TOPS；在高速和城市快速路上变道、汇入匝道都比较果断，大车较多的路段仍需要驾驶者保持注意力。`;
}

function spaceWords(f: SeriesFact): string {
  const name = factName(f);
  if (f.body === 'MPV')
    return `空间是${name}最大的卖点：第二排独立座椅可以放平休息，第三排也能坐下成年人，一家老小出行不用再开两台车。`;
  if (f.body === 'SUV')
    return f.size === '大型' || f.size === '中大型'
      ? `${name}的车身尺寸在${f.size}SUV里也不算小，第二排腿部空间宽裕，后备厢装下一家人的露营装备没有压力。`
      : `作为一台${f.size}SUV，${name}的后排和后备厢应付三口之家的日常出行足够，坐姿较高，视野也更好。`;
  return f.size === '微型' || f.size === '小型'
    ? `${name}车身小巧，城市里停车、掉头都很轻松，后排更适合短途乘坐。`
    : `${name}是一台${f.size}轿车，低矮的车身让风阻更小，后排腿部空间够用，但头部空间对高个子乘客略显局促。`;
}

function weakWords(f: SeriesFact): string {
  if (f.body === 'MPV')
    return '当然，这款车也并非没有短板。车身较长，城市里找车位不太方便，老小区的窄车位停进去需要多揉几把方向。';
  if (f.body === 'SUV')
    return '当然，这款车也并非没有短板。车身较高，高速上侧风稳定性一般，急转弯时的车身侧倾也比轿车明显一些。';
  return '当然，这款车也并非没有短板。后备厢开口偏小，装大件行李不方便，后排中间位置的乘坐舒适性也一般。';
}

function verdictWords(f: SeriesFact): string {
  const name = factName(f);
  if (f.min < 15)
    return `综合来看，${name}是一台省心、好开、用车成本低的代步车，如果预算有限、以城市通勤为主，它值得放进购车清单。`;
  if (f.min < 30)
    return `综合来看，${name}是一款短板不明显的家用车，空间、能耗和智能化都在同级的主流水平，适合以家庭出行为主的用户。`;
  return `综合来看，${name}在做工、舒适和智能化上都拿出了这个价位应有的水准，适合看重品牌和驾乘品质、预算充足的用户。`;
}

/** The paragraphs any piece about a car may use, in a reading order. */
function carWords(f: SeriesFact): string[] {
  return [
    spaceWords(f),
    ev(f) ? chargeWords(f) : hybridWords(f),
    ev(f) ? rangeWords(f) : cabinWords(f),
    adasWords(f),
    priceWords(f),
    weakWords(f),
    verdictWords(f),
  ];
}

function featureWords(f: SeriesFact, topic: string): string[] {
  if (/续航|超充/.test(topic)) return ev(f) ? [rangeWords(f), chargeWords(f)] : [hybridWords(f)];
  if (/油耗/.test(topic)) return [hybridWords(f)];
  if (/座舱/.test(topic)) return [cabinWords(f)];
  return [adasWords(f)];
}

function kindWords(rng: Rng, p: Piece): string[] {
  const f = p.series;
  if (!f) return topicText(p.topic);
  const name = factName(f);
  switch (p.kind) {
    case 'test':
      return [
        ...topicText(p.topic).slice(0, 1),
        ...featureWords(f, p.topic),
        priceWords(f),
        verdictWords(f),
      ];
    case 'drive':
    case 'guide':
      return carWords(f);
    case 'launch':
      return [
        `新款${name}的指导价为${priceRange(f)}，这次改款主要在配置上做了加法，外观和尺寸基本不变。`,
        ...carWords(f).slice(1, 5),
      ];
    case 'preview':
      return [
        `从官图来看，${name}定位${f.size}${categoryOf(f)}，${f.status === 3 ? `预售价${yuan(f.min)}起，` : ''}正式的配置和价格将在上市时公布。`,
        spaceWords(f),
        ev(f) ? chargeWords(f) : hybridWords(f),
        adasWords(f),
      ];
    case 'compare': {
      const r = p.rival;
      if (!r) return carWords(f);
      return [
        `${name}和${factName(r)}都是${categoryOf(f)}，指导价分别为${priceRange(f)}和${priceRange(r)}，经常出现在同一份购车清单里。`,
        ...(ev(f) ? [chargeWords(f), chargeWords(r)] : [hybridWords(f), hybridWords(r)]),
        spaceWords(f),
        spaceWords(r),
        `如果更看重${ev(f) ? '补能速度' : '纯电续航'}，选参数更好的那台；如果更看重品牌服务和智能化，不妨把两台车都试驾一遍再决定。`,
      ];
    }
    case 'owner': {
      const km = rng.int(12, 36) * 1000;
      return [
        `提车一年，我的${name}跑了${km}公里，${ev(f) ? '几乎全部在家里充电' : '平时上下班用电，周末出远门才加油'}，算下来每公里的能源成本只有油车的三分之一左右。`,
        spaceWords(f),
        ev(f) ? rangeWords(f) : hybridWords(f),
        cabinWords(f),
        weakWords(f),
        '这一年里除了常规保养，没有出过什么故障，售后的响应速度也让人满意。',
      ];
    }
    case 'winter':
      return [
        rangeWords(f),
        ...topicText('冬季续航').slice(1),
        chargeWords(f),
        ...topicText('热泵空调').slice(0, 1),
      ];
    case 'fuel':
      return [hybridWords(f), ...topicText('馈电油耗'), cabinWords(f)];
    case 'sales':
      return [
        `从车型来看，${name}依然是${f.brand}销量的主力，${categoryOf(f)}的定位和${priceRange(f)}的价格覆盖了最多的家庭用户。`,
        `交付量的稳定，离不开新车的持续投放和终端的价格政策；进入年底，${f.brand}还将迎来传统的销售旺季。`,
      ];
    case 'ota':
      return [
        `这次推送给${name}的OTA升级以${p.topic || '智能座舱'}为重点，覆盖在售的全系车型，更早交付的车主也会在近期分批收到。`,
        ...topicText(p.topic || '智能座舱').slice(0, 1),
        ...topicText('车机OTA').slice(1),
      ];
    case 'colour':
      return [
        `新增的${p.paint}车色面向${name}全系车型开放选装，售价保持${priceRange(f)}不变，此前已下订的用户也可以在交付前申请更换颜色。`,
        `官方表示，${p.paint}采用多层喷涂工艺，在不同光线下会呈现出不同的层次感；内饰方面仍提供深色和浅色两种配色可选。`,
        spaceWords(f),
      ];
    case 'policy':
      return [
        ...topicText('以旧换新补贴').slice(0, 2),
        priceWords(f),
        `活动以${f.brand}官方和各地门店公布的细则为准，名额有限，先到先得。`,
      ];
    case 'stop':
      return [
        `${name}停售后，已购车辆的整车质保、电池质保和车联网服务都不受影响，车主仍可在${f.brand}的授权服务网点正常保养和维修。`,
        `${f.brand}表示，停售车型的配件将至少持续供应十年，软件也会继续推送必要的安全更新。`,
      ];
    case 'vote':
      return [priceWords(f), spaceWords(f), ev(f) ? chargeWords(f) : hybridWords(f)];
    default:
      return topicText(p.topic);
  }
}

/** Up to `count` paragraphs of a piece's body, each written once. */
export function pieceParagraphs(rng: Rng, piece: Piece, count: number): string[] {
  const all = [...new Set(kindWords(rng, piece))];
  return all.slice(0, count);
}

/** The opening of a 数说 piece: the brand's deliveries of the month. */
export function salesLead(f: SeriesFact, month: number, deliveries: number): string {
  return `${f.brand}公布${month}月交付数据：当月共交付新车${formatUnits(deliveries)}，${factName(f)}等车型贡献了主要销量。`;
}
