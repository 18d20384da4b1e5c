import type { SeedContext } from '../../domain';
import { atChinaHour } from '../../seed/clock';
import type { CarView } from '../../media-car';
import { displayName, seriesFact, seriesPicture } from '../../seed/series';
import { topTrimEnergy } from '../../seed/car-energy';
import { specOf } from '../../seed/car-specs';
import { TYPE } from '../content';

// The demo rooms: launches and tech days of real brands, with the host's timeline and the chat.

/** The seeded events: brand launches and tech days, as a Chinese NEV site streams them. */
const EVENTS: {
  title: string;
  brand: string;
  series: string;
  location: string;
  when: 'live' | 'upcoming' | 'replay' | 'allDay';
}[] = [
  {
    title: '小米YU7发布会',
    brand: '小米',
    series: '小米YU7',
    location: '北京 · 国家会议中心',
    when: 'live',
  },
  {
    title: '蔚来NIO Day 2026',
    brand: '蔚来',
    series: 'ET7',
    location: '合肥 · 滨湖国际会展中心',
    when: 'upcoming',
  },
  {
    title: '比亚迪技术日：第二代刀片电池与兆瓦闪充',
    brand: '比亚迪',
    series: '汉EV',
    location: '深圳 · 比亚迪全球总部',
    when: 'replay',
  },
  {
    title: '小鹏汽车科技日：端到端大模型上车',
    brand: '小鹏',
    series: 'P7+',
    location: '广州 · 小鹏汽车总部',
    when: 'live',
  },
  {
    title: '理想MEGA 2026款上市发布会',
    brand: '理想',
    series: 'MEGA',
    location: '北京 · 理想汽车总部',
    when: 'replay',
  },
  {
    title: '极氪007GT上市直播',
    brand: '极氪',
    series: '极氪007',
    location: '杭州 · 极氪中心',
    when: 'upcoming',
  },
  {
    title: '问界M8交付仪式',
    brand: '问界',
    series: '问界M8',
    location: '重庆 · 赛力斯超级工厂',
    when: 'replay',
  },
  {
    title: '零跑B10全球首发',
    brand: '零跑',
    series: 'B10',
    location: '杭州 · 零跑总部',
    when: 'replay',
  },
  {
    title: '智己LS6新款发布会',
    brand: '智己',
    series: '智己LS6',
    location: '上海 · 临港',
    when: 'upcoming',
  },
  {
    title: '特斯拉Model Y长续航版中国上市',
    brand: '特斯拉',
    series: 'Model Y',
    location: '上海 · 超级工厂',
    when: 'replay',
  },
  {
    title: '阿维塔12冬季极寒24小时续航挑战',
    brand: '阿维塔',
    series: '阿维塔12',
    location: '黑河 · 冬季试验场',
    when: 'allDay',
  },
  {
    title: '广州车展新能源展台探馆',
    brand: '埃安',
    series: '昊铂GT',
    location: '广州 · 琶洲展馆',
    when: 'upcoming',
  },
];

const ITEM_LINES = [
  '各位网友好，我们已经来到{location}，{title}将在稍后正式开始，现场座无虚席。',
  '{brand}的主视觉已经点亮，现场大屏正在播放预热短片。',
  '发布会正式开始！{brand}负责人登台，回顾了品牌过去一年的交付成绩。',
  '{series}正式亮相，新车采用封闭式前脸与贯穿式灯带，整体风格更运动。',
  '续航公布：{series}{energyLine}。',
  '智能驾驶方面，{series}全系标配激光雷达，城市NOA将在交付时全国都能开。',
  '座舱部分：高通骁龙8295芯片，三块大屏联动，语音助手支持连续对话和可见即可说。',
  '安全配置：全系标配九个安全气囊，车身高强度钢占比超过百分之八十。',
  '价格公布！{series}预售价{price}万元起，现场响起热烈掌声。',
  '官方宣布：即日起下定可享五千元尾款抵扣及终身免费流量等权益。',
  '现场体验区已经开放，媒体老师们正在排队体验{series}的座舱。',
  '本场发布会到此结束，感谢各位网友的观看，回放将在稍后上线。',
];

/** The host's timeline of the 24-hour stream: a cold-weather drive, not a launch. */
const STREAM_LINES = [
  '各位网友好，我们已经来到{location}，{series}满电出发，接下来24小时不间断直播极寒续航挑战。',
  '出发前车辆在室外静置了一整夜，仪表显示续航与出发时电量都已记录，全程空调设定22度。',
  '第一段城市道路跑完，室外零下二十多度，车内温度稳定，电耗比常温高出三成左右。',
  '进入高速路段，车速保持在每小时一百公里左右，风噪和胎噪都控制得不错。',
  '天黑了，挑战继续：大灯和座椅加热全开，续航表显下降速度比白天略快。',
  '第一次补能：在服务区超充桩充电，低温下电池预热后充电功率明显提升。',
  '凌晨路段车流很少，辅助驾驶开启，车道保持稳定，编辑轮流驾驶。',
  '天亮了，车辆在户外停放一小时后重新启动，车机和车窗除霜都正常工作。',
  '最后一段山路，爬坡时动力输出平顺，能量回收在下坡时回来了不少电量。',
  '挑战即将结束，完整的电耗、补能次数和里程数据会在直播结束后整理发布。',
];

/** What the audience says in the chat: no line twice in one event's chat ({series}, {brand}, {price} filled). */
const CHAT_LINES = [
  '来了来了',
  '前排占座',
  '期待价格',
  '这颜色好看',
  '续航多少？',
  '能不能便宜点',
  '主持人讲得好',
  '有没有现场的朋友',
  '等这一天好久了',
  '冲冲冲',
  '价格打下来了',
  '这个智驾厉害',
  '什么时候交付？',
  '小屏幕看着也很帅',
  '求抽奖',
  '太卷了',
  '已经下定',
  '对比一下竞品呢',
  '内饰有点素',
  '后排空间怎么样',
  '充电速度真快',
  '这个价格真香',
  '{series}终于来了',
  '{brand}这次诚意满满',
  '{series}的尾灯好看',
  '有没有{series}的车主说说',
  '{price}万起能接受',
  '想看{series}的后备厢',
  '{brand}的售后怎么样',
  '我在门店等着看实车',
  '画质好清楚',
  '弹幕好多人',
  '信号有点卡',
  '现场音乐不错',
  '家里老婆也在看',
  '下班路上在看',
  '上次发布会也是这个主持人',
  '等试驾车到店',
  '城市NOA哪些城市能开',
  '能换电吗',
  '冬天续航掉多少',
  '轮毂有几种',
  '有没有七座',
  '车机能装微信吗',
  '女生开会不会太大',
];

/** Replies under a host's post, by the post's place in ITEM_LINES: about what that post says. */
const ITEM_REPLIES: string[][] = [
  ['占个好位置', '现场人真多', '今天场地真大'],
  ['预热片好燃', '大屏效果不错', '{brand}的主视觉挺有质感'],
  ['交付成绩确实可以', '老板讲得实在', '{brand}今年势头好'],
  ['前脸比谍照好看', '灯带是贯穿的好评', '侧面线条有点像跑车'],
  ['这个续航够用了', '快充数据得实测才知道', '冬天能打几折？'],
  ['激光雷达全系标配可以', '城市NOA开通城市多吗', '智驾是自研的吗'],
  ['8295流畅', '三块屏会不会晃眼', '语音助手希望别太吵'],
  ['安全配置到位', '九个气囊够了', '碰撞测试成绩公布了吗'],
  ['{price}万起真香', '比预期便宜', '顶配多少钱？'],
  ['尾款抵扣五千不错', '流量终身免费好评', '权益截止到什么时候'],
  ['座舱体验排队好长', '后排空间怎么样？', '媒体老师说说坐感'],
  ['辛苦了', '回放什么时候上', '下次发布会见'],
];

/** Replies under the 24-hour stream's posts, by the post's place in STREAM_LINES. */
const STREAM_REPLIES: string[][] = [
  ['这个挑战有意思', '零下二十度太狠了', '坐等最终数据'],
  ['静置一夜很真实', '出发电量多少？', '空调22度算正常用车'],
  ['电耗高三成能接受', '城市路段掉电快吗', '车里冷不冷'],
  ['高速一百公里续航打几折', '风噪小好评', '这速度很真实'],
  ['夜里开大灯掉电明显吗', '座椅加热必须开', '表显掉得快正常'],
  ['预热后能到多少kW', '服务区桩好不好找', '充到80%用了多久'],
  ['编辑辛苦了', '夜里辅助驾驶稳吗', '车道保持表现不错'],
  ['除霜快不快', '早上冷启动没问题就好', '车机启动要多久'],
  ['下坡回收不少电', '山路爬坡有劲', '能量回收调的哪一档'],
  ['期待完整数据', '辛苦了，回放什么时候上', '下次搞个夏测'],
];

function fillLine(
  line: string,
  ev: (typeof EVENTS)[number],
  vars: { range: number; power: number; minutes: number; price: string },
): string {
  const fact = seriesFact(ev.series);
  const electric = fact?.energy !== '增程' && fact?.energy !== '插混';
  const energyLine = electric
    ? `CLTC续航最高${vars.range}公里，快充峰值${vars.power}kW，从百分之十充到百分之八十约${Math.round(vars.minutes)}分钟`
    : `CLTC纯电续航${vars.range}公里，综合续航超过一千公里，亏电油耗低至百公里五点几升`;
  // What the stage says about lidar is the car's record: camera-only cars have none, some carry it on the upper trims.
  const lidar = fact ? specOf(fact.name) : undefined;
  if (lidar && line.includes('激光雷达'))
    line =
      lidar.lidar === 0
        ? '智能驾驶方面，{series}采用纯视觉方案，不配激光雷达，城市辅助驾驶随OTA逐步开放。'
        : lidar.lidarAll
          ? line
          : '智能驾驶方面，{series}高配车型标配激光雷达，城市NOA将在交付时全国都能开。';
  return line
    .replace(/\{energyLine\}/g, energyLine)
    .replace(/\{title\}/g, ev.title)
    .replace(/\{brand\}/g, ev.brand)
    .replace(/\{series\}/g, ev.series)
    .replace(/\{location\}/g, ev.location)
    .replace(/\{range\}/g, String(vars.range))
    .replace(/\{power\}/g, String(vars.power))
    .replace(/\{price\}/g, vars.price);
}

const QUARTER = 900;
/** The quarter hour an instant falls in (a show goes on stage on the quarter hour). */
const quarterHour = (ts: number) => Math.floor(ts / QUARTER) * QUARTER;

/** Whether a launch may go on stage at `ts`: between 09:00 and 21:30 China time. */
function onStageHours(ts: number): boolean {
  const minute = Math.floor((ts - atChinaHour(ts, 0)) / 60);
  return minute >= 9 * 60 && minute <= 21 * 60 + 30;
}

/**
 * The 24-hour stream on air at `now`: it set off at 10:00 or 20:00 China time, the latest of those
 * at least half an hour before now, so it is on air at any hour and for hours yet.
 */
function streamWindow(now: number): [number, number] {
  const starts = [-1, 0].flatMap((d) => [10, 20].map((h) => atChinaHour(now + d * 86400, h)));
  const start = Math.max(...starts.filter((t) => t <= now - 1800));
  // Twenty-four hours on the road, then half an hour of the figures.
  return [start, start + 24 * 3600 + 1800];
}
/** A live event's cover: its car from another side each, captioned with the event (no two covers alike). */
const LIVE_COVER_VIEWS: CarView[] = ['front', 'side', 'road', 'rear', 'charge', 'light'];

export function seedLive({ db, rng, now }: SeedContext): void {
  const users = (db.prepare('SELECT id FROM users WHERE id > 2').all() as { id: number }[]).map(
    (u) => u.id,
  );
  const insertContent = db.prepare(
    'INSERT INTO contents (type, title, summary, body, cover_path, author_id, views, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLive = db.prepare(
    'INSERT INTO lives (content_id, brand, series, start_at, end_at, location) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertItem = db.prepare(
    'INSERT INTO live_items (live_id, user_id, content, images, likes, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(
    'INSERT INTO live_messages (live_id, item_id, kind, user_id, reply_to_id, content, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // The host account of every event: an editor of the site.
  const host = users[0] ?? 3;
  EVENTS.forEach((ev, n) => {
    // A launch event goes on stage at 14:00, 19:00 or 19:30 China time (the one on air began just
    // now). Chosen by its place in the list, not by the rng: the draws that follow stay as they were.
    const onStage = (day: number) => atChinaHour(day, [19, 14, 19][n % 3]!, n % 2 ? 30 : 0);
    let when = ev.when;
    let start =
      when === 'live'
        ? quarterHour(now - rng.int(20, 50) * 60)
        : when === 'upcoming'
          ? onStage(now + rng.int(1, 20) * 86400)
          : onStage(now - rng.int(3, 90) * 86400);
    let end = start + rng.int(100, 180) * 60;
    // Nobody holds a launch at dawn: seeded at night in China, the one "on air" goes on stage later today or tomorrow.
    if (when === 'live' && !onStageHours(start)) {
      const length = end - start;
      start = onStage(now) > now ? onStage(now) : onStage(now + 86400);
      end = start + length;
      when = 'upcoming';
    }
    if (when === 'allDay') [start, end] = streamWindow(now);
    // The price said on stage is the series' real starting price.
    const fact = seriesFact(ev.series);
    // Range and charging said on stage are the top trim's published figures (car-energy.ts); the
    // figures drawn for a car without a record keep the rng's draws in place.
    const drawn = { range: rng.int(55, 90) * 10, power: rng.pick([400, 480, 600, 800]) };
    const top = fact ? topTrimEnergy(fact) : undefined;
    const vars = {
      range: top?.range ?? drawn.range,
      power: top?.peakKw ?? drawn.power,
      minutes: top?.minutes ?? 20,
      price: (fact?.min ?? rng.int(1599, 3999) / 100).toFixed(2),
    };
    const summary =
      when === 'allDay'
        ? `${ev.location}，${ev.series}满电出发，24小时不间断直播极寒续航挑战。`
        : `${ev.location}，${ev.series}重磅登场。新出行全程图文直播，第一时间带来续航、智驾与价格信息。`;
    const body = (
      when === 'allDay'
        ? [
            `${ev.title}在${ev.location}进行。`,
            `${displayName(ev.brand, ev.series)}在零下二十度的环境里连续行驶24小时，记录电耗、补能与续航表现。`,
            '新出行编辑部全程跟车图文直播，网友可以在聊天区实时互动，挑战结束后发布完整数据。',
          ]
        : [
            `${ev.title}将于${ev.location}举行。`,
            `本场活动中，${ev.brand}将正式发布${ev.series}，并公布续航、补能、智能驾驶与价格等关键信息。`,
            '新出行编辑部在现场为你带来全程图文直播，网友可以在聊天区实时互动，发布会后还有车型深度解读。',
          ]
    ).join('\n');
    const contentId = Number(
      insertContent.run(
        TYPE.live,
        ev.title,
        summary,
        body,
        seriesPicture(ev.series, `live${n}`, LIVE_COVER_VIEWS[n % LIVE_COVER_VIEWS.length]!, {
          label: ev.title,
        }),
        host,
        rng.int(3000, 300000),
        rng.int(100, 8000),
        Math.min(start, now) - 86400 * 3,
      ).lastInsertRowid,
    );
    insertLive.run(contentId, ev.brand, ev.series, start, end, ev.location);
    // No line is said twice in one event: a repeat is not written (the draws stay, so the domains seeded after keep theirs).
    const spoken = new Set<string>();
    const said = (line: string | undefined): string | undefined => {
      const text = line === undefined ? undefined : fillLine(line, ev, vars);
      if (text === undefined || spoken.has(text)) return undefined;
      spoken.add(text);
      return text;
    };
    if (when === 'upcoming') {
      // Before the event: a notice from the host and early chat only.
      insertItem.run(
        contentId,
        host,
        `${ev.title}将于开播时间准时开始，点击预约不错过直播。`,
        '[]',
        rng.int(5, 80),
        now - rng.int(3600, 86400),
      );
    } else {
      const lines = when === 'allDay' ? STREAM_LINES : ITEM_LINES;
      // The 24-hour stream has reached the line of the hour it is at; a launch on air, a few lines in.
      const upTo =
        when === 'allDay'
          ? Math.max(1, Math.ceil(((now - start) / (end - start)) * lines.length))
          : when === 'live'
            ? Math.min(lines.length - 1, rng.int(6, 9))
            : lines.length;
      const span = (when === 'live' || when === 'allDay' ? now : end) - start;
      for (let k = 0; k < upTo; k++) {
        const at = start + Math.floor((span * k) / upTo) + rng.int(0, 60);
        const images =
          k % 3 === 1
            ? JSON.stringify([
                seriesPicture(
                  ev.series,
                  `live${n}i${k}`,
                  k === 4 ? 'charge' : k === 7 ? 'seats' : 'cockpit',
                ),
              ])
            : k === 3
              ? JSON.stringify([
                  seriesPicture(ev.series, `live${n}i${k}a`, 'front'),
                  seriesPicture(ev.series, `live${n}i${k}b`, 'side'),
                ])
              : '[]';
        const itemId = Number(
          insertItem.run(
            contentId,
            host,
            fillLine(lines[k]!, ev, vars),
            images,
            rng.int(10, 900),
            at,
          ).lastInsertRowid,
        );
        for (let c = rng.int(0, 3); c > 0; c--) {
          const [user, line, likes] = [
            rng.pick(users),
            said(rng.pick((when === 'allDay' ? STREAM_REPLIES : ITEM_REPLIES)[k]!)),
            rng.int(0, 30),
          ];
          const postedAt = at + rng.int(10, 300);
          if (line)
            insertMessage.run(contentId, itemId, 'comment', user, null, line, likes, postedAt);
        }
      }
    }
    const from = when === 'upcoming' ? now - 86400 : start;
    const to = when === 'replay' ? end : now - 5;
    const chats = Array.from(
      { length: rng.int(18, 40) },
      () => from + Math.floor(rng.next() * Math.max(60, to - from)),
    ).sort((a, b) => a - b);
    for (const at of chats) {
      const [user, line, likes] = [
        rng.pick(users),
        said(rng.pick(CHAT_LINES)) ??
          said(CHAT_LINES.find((l) => !spoken.has(fillLine(l, ev, vars)))),
        rng.int(0, 20),
      ];
      if (line)
        insertMessage.run(contentId, null, 'chat', user, null, line, likes, Math.min(at, now - 5));
    }
  });
}
