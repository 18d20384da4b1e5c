import type { SeedContext } from '../../domain';
import { relMedia } from '../../media-path';
import { CITIES } from '../../seed/cities';
import { seriesOnSale } from '../car-refs';
import { seriesDisplayName } from '../../../contract/format/car-name';

// Promotion landing pages of real series, and owners' teams with invitations. Seed data only.

const DAY = 86400;
const SEEDED_PROMOTIONS = 6;
const SEEDED_TEAMS = 6;

const OFFERS = [
  {
    title: '{series}限时购车礼遇',
    subtitle: '{days}天限时：至高享8000元置换补贴+家充桩免费安装',
    cash: '8000元',
  },
  { title: '{series}金融专享方案', subtitle: '首付低至15%，36期0息，月供更轻松', cash: '0息' },
  {
    title: '{series}老车主推荐礼',
    subtitle: '老带新成交，双方各得3000积分+免费一年道路救援',
    cash: '3000积分',
  },
];

const TEAM_NAMES = [
  '{city}{series}车主队',
  '{city}电车夜骑队',
  '{city}{series}自驾小分队',
  '{city}充电互助队',
  '{city}新能源长途队',
  '{city}{series}亲子出游队',
];
const TEAM_INTROS = [
  '本地{series}车主自发组建，周末约跑山、拍照、交流用车心得，不卖货不拉广告。',
  '下班后一起夜骑兜风，顺路分享好用的超充站和免费停车点。',
  '每月一次周边自驾，路线提前在群里投票，补能点统一规划。',
  '谁的车没电了群里喊一声，附近车友带着放电枪来帮忙。',
];

export function seedPromotion({ db, rng, now }: SeedContext): void {
  const series = seriesOnSale(db).slice(0, 12);
  if (series.length === 0) return;
  const promo =
    db.prepare(`INSERT INTO promotions (title, subtitle, cover, body, benefits, rules, starts_at, ends_at, series_id, activity_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (let i = 0; i < SEEDED_PROMOTIONS; i++) {
    const s = series[i % series.length]!;
    const o = OFFERS[i % OFFERS.length]!;
    const days = rng.int(10, 30);
    const ended = i === SEEDED_PROMOTIONS - 1;
    const starts = ended ? now - 60 * DAY : now - rng.int(1, 8) * DAY;
    const fill = (t: string) => t.replaceAll('{series}', s.name).replaceAll('{days}', String(days));
    promo.run(
      fill(o.title),
      fill(o.subtitle),
      relMedia('cover', `promo${i + 1}`, s.name),
      JSON.stringify([
        `${seriesDisplayName(s.brand_name, s.name)}官方指导价${s.min_price.toFixed(2)}-${s.max_price.toFixed(2)}万元。活动期间在新出行报名并到店成交的用户，可叠加享受以下权益。`,
        '权益以门店实际核销为准；同一订单仅可参与一次，不与其他新出行线上活动叠加。',
      ]),
      JSON.stringify([
        { title: `置换补贴${o.cash}`, desc: '任意品牌燃油车置换，评估价之外额外补贴' },
        { title: '家充桩免费安装', desc: '含30米线材与安装服务，超出部分按实结算' },
        { title: '首年道路救援', desc: '全国范围7×24小时救援，含低电量拖车' },
      ]),
      JSON.stringify([
        '活动仅限个人用户，营运车辆不参与',
        '报名后门店顾问将在24小时内与您电话联系',
        '权益兑现需在活动结束前完成开票',
        '新出行拥有在法律允许范围内对活动的解释权',
      ]),
      starts,
      ended ? now - 10 * DAY : starts + days * DAY,
      s.id,
      i + 1,
    );
  }

  // A team named after a car ({city}{series}车主队) is of owners of that car (the owners domain's
  // user_cars); the others (夜骑, 充电互助, 长途) of owners of any car.
  const ownersOf = (seriesId: number | null) =>
    (
      db
        .prepare(
          `SELECT DISTINCT user_id FROM user_cars WHERE user_id > 2${seriesId === null ? '' : ' AND series_id = ?'} ORDER BY user_id`,
        )
        .all(...(seriesId === null ? [] : [seriesId])) as { user_id: number }[]
    ).map((r) => r.user_id);
  const anyOwner = ownersOf(null);
  const boughtAt = db.prepare(
    'SELECT bought_at FROM user_cars WHERE user_id = ? AND series_id = ?',
  );
  const team = db.prepare(
    'INSERT INTO teams (name, intro, city, series_id, leader_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const member = db.prepare(
    'INSERT OR IGNORE INTO team_members (team_id, user_id, joined_at) VALUES (?, ?, ?)',
  );
  const invitation = db.prepare(
    'INSERT INTO team_invitations (team_id, inviter_id, created_at) VALUES (?, ?, ?)',
  );
  for (let t = 0; t < SEEDED_TEAMS; t++) {
    const named = TEAM_NAMES[t]!.includes('{series}');
    // The series the team is named after has owners to fill it: the next one that has, from the rotation's.
    const s = named
      ? (rotate(series, (t * 3) % series.length).find((x) => ownersOf(x.id).length >= 2) ??
        series[(t * 3) % series.length]!)
      : series[(t * 3) % series.length]!;
    const city = CITIES[t % 10]!;
    const fill = (x: string) => x.replaceAll('{series}', s.name).replaceAll('{city}', city.name);
    const drawn = now - rng.int(60, 400) * DAY;
    const pool = named ? ownersOf(s.id) : anyOwner;
    const members = rng.sample(pool, Math.min(pool.length, rng.int(6, 14)));
    if (members.length < 2) continue;
    // An owner joins a car's team once they have the car; its leader founds it once they have it.
    const hadCar = (uid: number) =>
      named
        ? ((boughtAt.get(uid, s.id) as { bought_at: number } | undefined)?.bought_at ?? 0) + DAY
        : 0;
    const created = Math.min(now - DAY, Math.max(drawn, hadCar(members[0]!)));
    const teamId = Number(
      team.run(
        fill(TEAM_NAMES[t]!),
        fill(TEAM_INTROS[t % TEAM_INTROS.length]!),
        city.name,
        s.id,
        members[0]!,
        created,
      ).lastInsertRowid,
    );
    members.forEach((uid, k) =>
      member.run(
        teamId,
        uid,
        Math.min(now - DAY, Math.max(created + k * rng.int(1, 20) * DAY, hadCar(uid))),
      ),
    );
    // Two invitations per team (invitation ids 1..12), from the leader and one member.
    invitation.run(teamId, members[0]!, now - rng.int(1, 20) * DAY);
    invitation.run(teamId, members[1]!, now - rng.int(1, 20) * DAY);
  }
}

/** The list from position `at` on, then its start: every item once. */
function rotate<T>(list: T[], at: number): T[] {
  return [...list.slice(at), ...list.slice(0, at)];
}
