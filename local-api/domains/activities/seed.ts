import type { SeedContext } from '../../domain';
import { relMedia } from '../../media-path';
import { CITIES, districtCode } from '../../seed/cities';
import { atChinaHour } from '../../seed/clock';
import { seriesOnSale, seriesRef } from '../car-refs';
import { seriesDisplayName } from '../../../contract/format/car-name';
import { ACTIVITY_TEMPLATES, PERSON_NAMES } from './data';

const DAY = 86400;
/** How many activities the seed writes (the cross-branch contract: ids 1..20 at least). */
const SEEDED_ACTIVITIES = 24;
/** The delivery-centre open days (template 5) sit at these positions: one seat left each, for the sign-up journeys. */
const LAST_SEAT_TEMPLATE = 5;

type Phase = 'open' | 'upcoming' | 'ended';
/** The China-time hour sign-up opens on its first day. */
const SIGN_UP_OPENS = 12;
const phaseOf = (i: number): Phase => (i % 6 === 4 ? 'ended' : i % 6 === 3 ? 'upcoming' : 'open');

export function seedActivities({ db, rng, now }: SeedContext): void {
  const series = seriesOnSale(db).slice(0, 30);
  const people = db.prepare('SELECT id, phone FROM users WHERE id > 2 ORDER BY id').all() as {
    id: number;
    phone: string;
  }[];
  const insert =
    db.prepare(`INSERT INTO activities (title, cover, summary, body, city, address, fee, starts_at, ends_at,
    sign_starts_at, sign_ends_at, capacity, organiser_type, organiser_id, organiser_name, series_id, creator_id, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`);
  const register =
    db.prepare(`INSERT INTO activity_registrations (activity_id, user_id, name, phone, province, city, district,
    area_text, address, status, invite_uid, created_at, seated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);

  for (let i = 0; i < SEEDED_ACTIVITIES; i++) {
    const id = i + 1;
    const t = ACTIVITY_TEMPLATES[i % ACTIVITY_TEMPLATES.length]!;
    // Every fourth activity is a circle's, every fourth (offset) a club's: community activities. A car's
    // event is organised by that car's circle (a theme circle's turn goes to a car circle), a club's
    // event is of its brand's car and in its city.
    const kind = i % 4 === 1 ? 'circle' : i % 4 === 3 ? 'club' : 'official';
    const host =
      kind === 'official'
        ? undefined
        : communityRow(
            db,
            kind,
            kind === 'club' ? (i % 6) + 1 : t.series ? (i % 9) + 1 : (i % 12) + 1,
          );
    const city = CITIES.find((c) => c.name === host?.city) ?? CITIES[(i * 7) % 12]!;
    const hostCar = host?.series_id ? seriesRef(db, host.series_id) : undefined;
    const car = t.series ? (hostCar ?? series[(i * 5) % series.length]) : undefined;
    const fill = (text: string) =>
      text
        .replaceAll('{brand}{series}', car ? seriesDisplayName(car.brand_name, car.name) : '')
        .replaceAll('{series}', car?.name ?? '')
        .replaceAll('{brand}', car?.brand_name ?? '新出行')
        .replaceAll('{city}', city.name);
    const phase = phaseOf(i);
    let starts: number;
    let signStarts: number;
    if (phase === 'ended') {
      starts = now - rng.int(5, 60) * DAY;
      signStarts = starts - 20 * DAY;
    } else if (phase === 'upcoming') {
      signStarts = now + rng.int(2, 6) * DAY;
      starts = signStarts + rng.int(10, 20) * DAY;
    } else {
      signStarts = now - rng.int(2, 10) * DAY;
      starts = now + rng.int(6, 30) * DAY;
    }
    // A day-long event starts in the morning, a shorter one at 10:00 or 14:00, China time.
    starts = atChinaHour(starts, t.hours >= 6 ? 9 : i % 2 ? 14 : 10);
    // Sign-up opens at noon China time, so it never reads "10:00 至 10:00" beside its close (a day before the start).
    signStarts = atChinaHour(signStarts, SIGN_UP_OPENS);
    const signEnds = starts - DAY;
    const capacity = i === 1 ? 16 : rng.int(t.capacity[0], t.capacity[1]);
    const organiser: [string, number, string] =
      kind === 'official' || !host ? ['official', 0, '新出行'] : [kind, host.id, host.name];
    const district = city.districts[i % city.districts.length]!;
    insert.run(
      fill(t.title),
      relMedia('cover', `act${id}`, fill(t.title)),
      fill(t.summary),
      JSON.stringify(t.body.map(fill)),
      city.name,
      `${city.province === city.name ? '' : city.province}${city.name}${district}·${fill(t.venue)}`,
      t.fee,
      starts,
      starts + t.hours * 3600,
      signStarts,
      signEnds,
      capacity,
      ...organiser,
      car?.id ?? null,
      // Announced a day before sign-up opens, and never after the seed's now (an upcoming one
      // was announced already), an hour apart so that the list's order is the announcement's.
      Math.min(signStarts - DAY, now - id * 3600),
    );

    if (phase === 'upcoming') continue;
    // Seats taken: the delivery-centre open days keep exactly one seat; activity 2 is full with a waitlist.
    const lastSeat = i % ACTIVITY_TEMPLATES.length === LAST_SEAT_TEMPLATE && phase === 'open';
    const seated = lastSeat
      ? capacity - 1
      : i === 1
        ? capacity
        : Math.floor(capacity * (0.3 + rng.next() * 0.6));
    const waiting = i === 1 ? 3 : 0;
    const who = rng.sample(people, seated + waiting);
    const windowEnd = Math.min(now, signEnds);
    who.forEach((p, k) => {
      const at = signStarts + Math.floor(((windowEnd - signStarts) * (k + 1)) / (who.length + 2));
      const name = PERSON_NAMES[(p.id + i) % PERSON_NAMES.length]!;
      const inviter = k > 2 && rng.chance(0.35) ? who[rng.int(0, 2)]!.id : null;
      const home = CITIES[(p.id + k) % CITIES.length]!;
      const d = (p.id + k) % home.districts.length;
      register.run(
        id,
        p.id,
        name,
        p.phone,
        home.provinceCode,
        home.code,
        districtCode(home.code, d),
        `${home.province} ${home.name} ${home.districts[d]}`,
        `${home.districts[d]}${rng.pick(['人民路', '建设路', '科技园路', '滨江大道', '中山路'])}${rng.int(1, 300)}号`,
        k < seated ? 1 : 2,
        inviter,
        at,
        k < seated ? at : null,
      );
    });
  }
}

/**
 * The circle or club as the community seeds it (the community domain seeds its circles and clubs
 * before this one: domains/index.ts), so an activity page and the circle it links to agree.
 */
function communityRow(
  db: SeedContext['db'],
  type: 'circle' | 'club',
  id: number,
): { id: number; name: string; series_id: number | null; city: string | null } | undefined {
  const sql =
    type === 'circle'
      ? 'SELECT id, name, series_id, NULL AS city FROM community_circles WHERE id = ?'
      : 'SELECT id, name, series_id, city FROM community_clubs WHERE id = ?';
  return db.prepare(sql).get(id) as
    { id: number; name: string; series_id: number | null; city: string | null } | undefined;
}
