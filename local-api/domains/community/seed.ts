import type { SeedContext } from '../../domain';
import { relMedia } from '../../media-path';
import type { CarView } from '../../media-car';
import { paintNamed, seriesPicture } from '../../seed/series';
import { POST_VIEWS, seededAuthKey } from '../ins';
import { brandByName, seriesOfBrand } from '../car-refs';
import { carOf, claimHolds, claimTime, ownedClaim, ownersOf } from '../owners';
import { TYPE } from '../content';
import {
  CIRCLE_KEYWORDS,
  CLUB_EVENTS,
  CLUB_NOTICES,
  CLUBS,
  COLORS,
  GOODS,
  GUIDES,
  RANK_BOARDS,
  SERIES_CIRCLES,
  SERIES_LINES,
  THEME_CIRCLE_LINES,
  THEME_CIRCLES,
  THEME_KEYWORDS,
  THEMES,
} from './data';
import { sortByHot } from '../../../contract/community-hot';
import { atChinaHour } from '../../seed/clock';
import { wording } from '../../seed/text';
import { rankEntries } from './rank';
import { POST_SQL, type PostRow } from './views';

/** `days` from now at `hour` o'clock Beijing time (events start at a sensible hour). */
function dayAt(now: number, days: number, hour: number): number {
  return atChinaHour(now + days * 86400, 0) + Math.round(hour * 3600);
}

function seriesIdByName(db: SeedContext['db'], brand: string, series: string): number | null {
  const b = brandByName(db, brand);
  return (b && seriesOfBrand(db, b.id).find((s) => s.name === series)?.id) ?? null;
}

/** Circles 1..15, themes, posts (the existing ins posts are filed into circles too), clubs 1..7, goods. */
/**
 * An owner's post in a series circle says the truth of how long they have had the car (owners.ts
 * ownedClaim): 提车 on the day they took it, 开了半年 half a year on. A post that does not is moved
 * to a day it does, or, when its author has not had the car that long yet, given to an owner who has
 * (and when no owner has, not posted).
 */
function dateOwnerPosts(db: SeedContext['db'], now: number): void {
  const posts = db
    .prepare(
      'SELECT c.id, c.body, c.author_id, c.created_at, p.series_id FROM community_posts p JOIN contents c ON c.id = p.content_id WHERE p.kind = 1 AND p.series_id IS NOT NULL ORDER BY c.id',
    )
    .all() as {
    id: number;
    body: string;
    author_id: number;
    created_at: number;
    series_id: number;
  }[];
  const setPost = db.prepare('UPDATE contents SET author_id = ?, created_at = ? WHERE id = ?');
  const drop = ['community_posts', 'ins_posts']
    .map((t) => db.prepare(`DELETE FROM ${t} WHERE content_id = ?`))
    .concat(db.prepare('DELETE FROM contents WHERE id = ?'));
  const latest = now - 600;
  for (const post of posts) {
    const car = carOf(db, post.author_id, post.series_id);
    const claim = ownedClaim(post.body);
    if (!car || claimHolds(claim, car.bought_at, post.created_at)) continue;
    const owner =
      claimTime(claim, car.bought_at) <= latest
        ? car
        : ownersOf(db, post.series_id).find((o) => claimTime(claim, o.bought_at) <= latest);
    if (owner) setPost.run(owner.user_id, claimTime(claim, owner.bought_at), post.id);
    // Nobody has had this car long enough to say so (a year of running costs of a car on sale for months): not posted.
    else for (const d of drop) d.run(post.id);
  }
}

export function seedCommunity({ db, rng, env, now }: SeedContext): void {
  const users = (db.prepare('SELECT id FROM users').all() as { id: number }[]).map((u) => u.id);
  const others = users.filter((u) => u > 2);
  const insertCircle = db.prepare(
    'INSERT INTO community_circles (id, name, category_id, series_id, intro, cover, icon, base_members, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const circleSeries = new Map<number, number | null>();
  const seriesCircle = new Map<string, number>();
  SERIES_CIRCLES.forEach((c, i) => {
    const sid = seriesIdByName(db, c.brand, c.series);
    circleSeries.set(i + 1, sid);
    seriesCircle.set(c.series, i + 1);
    insertCircle.run(
      i + 1,
      `${c.series}车友圈`,
      1,
      sid,
      c.intro,
      relMedia('cover', `circle-${i + 1}`, c.series),
      relMedia('logo', `circle-${i + 1}`, `${c.series}车友圈`),
      rng.int(3000, 42000),
      now - rng.int(200, 900) * 86400,
    );
  });
  THEME_CIRCLES.forEach((c, k) => {
    const cid = SERIES_CIRCLES.length + k + 1;
    circleSeries.set(cid, null);
    insertCircle.run(
      cid,
      c.name,
      c.category,
      null,
      c.intro,
      relMedia('cover', `circle-${cid}`, c.name),
      relMedia('logo', `circle-${cid}`, c.name),
      rng.int(1500, 26000),
      now - rng.int(200, 900) * 86400,
    );
  });
  const circleCount = SERIES_CIRCLES.length + THEME_CIRCLES.length;

  const joinCircle = db.prepare(
    'INSERT OR IGNORE INTO community_members (circle_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  for (let cid = 1; cid <= circleCount; cid++) {
    // Demo account 2 is in a few circles; account 1 starts in none, so joining is a visible first.
    for (const u of rng.sample(others, rng.int(5, 12)))
      joinCircle.run(cid, u, now - rng.int(1, 300) * 86400);
    if (cid % 4 === 0) joinCircle.run(cid, 2, now - rng.int(1, 100) * 86400);
  }

  const insertTheme = db.prepare(
    'INSERT INTO community_themes (id, kind, title, intro, cover, rules, starts_at, ends_at, circle_id, views, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  THEMES.forEach((t, i) => {
    const start = t.days ? now - rng.int(2, 10) * 86400 : 0;
    insertTheme.run(
      i + 1,
      t.kind,
      t.title,
      t.intro,
      relMedia('cover', `theme-${i + 1}`, t.title),
      t.rules ?? '',
      start,
      t.days ? start + t.days * 86400 : 0,
      t.circle || null,
      rng.int(2000, 90000),
      now - rng.int(30, 200) * 86400,
    );
  });
  // A post's topic follows what it says, within the topics open to its circle (its own and the global ones).
  const themeFor = (cid: number, text: string): number | null => {
    for (const [re, title] of THEME_KEYWORDS) {
      const i = THEMES.findIndex((t) => t.title === title);
      const t = THEMES[i];
      if (
        t &&
        re.test(text) &&
        (t.circle === 0 || t.circle === cid || (t.kind === 1 && cid <= SERIES_CIRCLES.length))
      )
        return i + 1;
    }
    return null;
  };

  const insertPost = db.prepare(
    'INSERT INTO community_posts (content_id, circle_id, theme_id, series_id, kind, is_pinned, is_selected) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  // The ins posts seeded before: file each into its series' circle when there is one, else a theme circle.
  const existing = db
    .prepare(
      'SELECT c.id, c.body, p.tags FROM contents c JOIN ins_posts p ON p.content_id = c.id WHERE c.type = ? ORDER BY c.id',
    )
    .all(TYPE.ins) as { id: number; body: string; tags: string }[];
  for (const row of existing) {
    const tags = JSON.parse(row.tags) as string[];
    const series = tags[0]?.replace(/#/g, '') ?? '';
    const cid =
      seriesCircle.get(series) ??
      CIRCLE_KEYWORDS.find(([re]) => re.test(row.body))?.[1] ??
      SERIES_CIRCLES.length + 1;
    insertPost.run(
      row.id,
      cid,
      themeFor(cid, row.body),
      circleSeries.get(cid) ?? null,
      1,
      0,
      rng.chance(0.25) ? 1 : 0,
    );
  }

  const insertContent = db.prepare(
    'INSERT INTO contents (type, title, summary, body, cover_path, images, author_id, views, likes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMeta = db.prepare(
    'INSERT INTO ins_posts (content_id, status, auth_key, tags) VALUES (?, 1, ?, ?)',
  );
  // A post's pictures are of the car it speaks of, in its paint: the circle's car, else the author's own
  // (a charging post opens on the charger); a theme post by someone without a car draws its subject.
  const carOfAuthor = db.prepare(
    'SELECT s.name, k.color FROM user_cars k JOIN car_series s ON s.id = k.series_id WHERE k.user_id = ? ORDER BY k.bought_at LIMIT 1',
  );
  const picturesOf = (
    cid: number,
    text: string,
    at: number,
    count: number,
    author: number,
    car: { name: string; color: string } | undefined,
  ) => {
    const own = car ?? (carOfAuthor.get(author) as { name: string; color: string } | undefined);
    if (!own)
      return Array.from({ length: count }, (_, k) => relMedia('cover', `cpost-${cid}-${at}-${k}`));
    const first: CarView = /充电|超充|充电桩/.test(text) ? 'charge' : 'side';
    return Array.from({ length: count }, (_, k) =>
      seriesPicture(
        own.name,
        `cpost-${cid}-${at}-${k}`,
        k === 0 ? first : POST_VIEWS[k % POST_VIEWS.length]!,
        { paint: paintNamed(own.color, own.name) },
      ),
    );
  };
  const addPost = (
    cid: number,
    text: string,
    title: string,
    kind: number,
    at: number,
    themeId: number | null,
    pinned: boolean,
    selected: boolean,
    author: number,
    car?: { name: string; color: string },
  ) => {
    const count = kind === 2 ? 1 : rng.pick([0, 1, 1, 2, 3, 4, 6, 9]);
    const images = picturesOf(cid, text, at, count, author, car);
    const themeTitle = themeId ? THEMES[themeId - 1]!.title : '';
    const info = insertContent.run(
      TYPE.ins,
      title || text.slice(0, 40),
      text.slice(0, 70),
      text,
      images[0] ?? '',
      JSON.stringify(images),
      author,
      rng.int(100, 30000),
      rng.int(0, 480),
      at,
    );
    const contentId = Number(info.lastInsertRowid);
    insertMeta.run(
      contentId,
      seededAuthKey(env.demo, contentId),
      JSON.stringify(themeTitle ? [`#${themeTitle}#`] : []),
    );
    insertPost.run(
      contentId,
      cid,
      themeId,
      circleSeries.get(cid) ?? null,
      kind,
      pinned ? 1 : 0,
      selected ? 1 : 0,
    );
  };
  const wordings = new Map<string, number>();
  for (let cid = 1; cid <= circleCount; cid++) {
    const isSeries = cid <= SERIES_CIRCLES.length;
    const lines = isSeries
      ? rng.sample(SERIES_LINES, rng.int(8, 11))
      : (THEME_CIRCLE_LINES[cid] ?? []);
    // A series circle's posts are its owners' (提车, 电耗, 首保): each about their own car and its paint.
    const sid = circleSeries.get(cid);
    const owners = isSeries && sid ? ownersOf(db, sid) : [];
    lines.forEach((line, k) => {
      const owner = owners.length ? rng.pick(owners) : null;
      const color = owner?.color ?? rng.pick(COLORS);
      // The n-th circle to print a line words it its own way (seed/text.ts wording).
      const said = (wordings.get(line) ?? 0) + 1;
      wordings.set(line, said);
      const text = wording(line, said - 1)
        .replace(/\{series\}/g, isSeries ? SERIES_CIRCLES[cid - 1]!.series : '')
        .replace(/\{color\}/g, color);
      const theme = themeFor(cid, text);
      const at = now - Math.floor(Math.pow(rng.next(), 2) * 20 * 86400) - rng.int(120, 7200);
      const car = isSeries
        ? {
            name: SERIES_CIRCLES[cid - 1]!.series,
            color: line.includes('{color}') ? color : (owner?.color ?? ''),
          }
        : undefined;
      addPost(
        cid,
        text,
        '',
        1,
        at,
        theme,
        k === 0,
        k === 1 || rng.chance(0.3),
        owner?.user_id ?? rng.pick(others),
        car,
      );
    });
  }
  GUIDES.forEach((g, i) => {
    const themeId = THEMES.findIndex((t) => t.title === g.theme) + 1;
    const cid = THEMES[themeId - 1]!.circle || SERIES_CIRCLES.length + 1;
    addPost(
      cid,
      `${g.title}\n${g.body}`,
      g.title,
      2,
      now - (i + 1) * 3 * 86400,
      themeId,
      false,
      true,
      rng.pick(others),
    );
  });
  // A circle's 最新 tab starts with posts from the last few hours: a live community.
  const recent = db
    .prepare(
      'SELECT content_id FROM community_posts WHERE kind = 1 ORDER BY content_id DESC LIMIT 6',
    )
    .all() as { content_id: number }[];
  recent.forEach((r, i) =>
    db
      .prepare('UPDATE contents SET created_at = ? WHERE id = ?')
      .run(now - (i + 1) * 1800, r.content_id),
  );
  dateOwnerPosts(db, now);

  const follow = db.prepare(
    'INSERT OR IGNORE INTO community_theme_follows (theme_id, user_id, created_at) VALUES (?, ?, ?)',
  );
  THEMES.forEach((_, i) => {
    for (const u of rng.sample(others, rng.int(3, 10)))
      follow.run(i + 1, u, now - rng.int(1, 100) * 86400);
  });

  const insertClub = db.prepare(
    'INSERT INTO community_clubs (id, name, city, brand_id, series_id, circle_id, intro, cover, base_members, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const clubMember = db.prepare(
    'INSERT OR IGNORE INTO community_club_members (club_id, user_id, role, created_at) VALUES (?, ?, ?, ?)',
  );
  const notice = db.prepare(
    'INSERT INTO community_club_notices (club_id, title, content, created_at) VALUES (?, ?, ?, ?)',
  );
  const event = db.prepare(
    'INSERT INTO community_club_events (club_id, title, place, starts_at, signups, quota) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const car = db.prepare(
    'INSERT INTO community_club_cars (club_id, user_id, series_id, color, mileage, bought_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  CLUBS.forEach((c, i) => {
    const clubId = i + 1;
    const brand = brandByName(db, c.brand);
    const sid = seriesIdByName(db, c.brand, c.series);
    insertClub.run(
      clubId,
      c.name,
      c.city,
      brand?.id ?? null,
      sid,
      seriesCircle.get(c.series) ?? null,
      c.intro,
      relMedia('cover', `club-${clubId}`, c.name),
      rng.int(200, 3000),
      now - rng.int(100, 800) * 86400,
    );
    // A club's members are owners of its series (owners.ts), the club's city first; each shows their own car.
    const owners = sid
      ? ownersOf(db, sid).sort((a, b) => Number(b.city === c.city) - Number(a.city === c.city))
      : [];
    const members = owners.slice(
      0,
      rng.int(Math.min(6, owners.length), Math.min(12, owners.length)),
    );
    members.forEach((o, k) => {
      clubMember.run(
        clubId,
        o.user_id,
        k === 0 ? '会长' : k < 3 ? '管理员' : '会员',
        Math.max(o.bought_at, now - rng.int(5, 500) * 86400),
      );
      // About 40 to 70 km a day since it was bought, and no less than the owner's reviews have told.
      const told =
        (
          db
            .prepare('SELECT MAX(mileage) m FROM remarks WHERE user_id = ? AND series_id = ?')
            .get(o.user_id, o.series_id) as { m: number | null }
        ).m ?? 0;
      car.run(
        clubId,
        o.user_id,
        o.series_id,
        o.color,
        Math.max(
          told + rng.int(500, 3000),
          Math.round(((now - o.bought_at) / 86400) * rng.int(40, 70)),
        ),
        o.bought_at,
      );
    });
    CLUB_NOTICES.forEach((n, k) =>
      notice.run(
        clubId,
        n.title,
        n.content.replace('本月', `${c.city}本月`),
        now - (k + 1) * rng.int(2, 9) * 86400,
      ),
    );
    rng
      .sample(CLUB_EVENTS, 3)
      .forEach((title, k) =>
        event.run(
          clubId,
          `${c.city}${title}`,
          `${c.city}${['奥体中心停车场', '城市湿地公园', '品牌用户中心', '滨江露营地'][k % 4]}`,
          dayAt(now, k * 9 - 4, k % 2 ? 14 : 9.5),
          rng.int(5, 28),
          30,
        ),
      );
  });

  const good = db.prepare(
    'INSERT INTO community_goods (circle_id, name, price, reason, cover, goods_id, recommends, user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (let cid = 1; cid <= circleCount; cid++) {
    for (const g of rng.sample(GOODS, rng.int(4, 7)))
      good.run(
        cid,
        g.name,
        g.price,
        g.reason,
        relMedia('cover', `goods-${g.goodsId}`, g.name),
        g.goodsId,
        rng.int(3, 260),
        rng.pick(others),
      );
  }

  // Last period's boards, for the rank change arrows: today's order with a few places shuffled.
  const prev = db.prepare(
    'INSERT OR REPLACE INTO community_rank_prev (board, object_id, rank) VALUES (?, ?, ?)',
  );
  for (const b of RANK_BOARDS) {
    const entries = rankEntries(db, b.type, b.period, now, 0);
    entries.forEach((e, i) => {
      if (i % 5 !== 4)
        prev.run(`${b.type}:${b.period}`, e.objectId, Math.max(1, i + 1 + rng.int(-3, 3)));
    });
  }
  const hotRows = db
    .prepare(`${POST_SQL} WHERE cp.kind = 1 AND c.created_at >= ?`)
    .all(now - 30 * 86400) as PostRow[];
  sortByHot(hotRows, now)
    .slice(0, 50)
    .forEach((row, i) => {
      if (i % 5 !== 4) prev.run('hot', row.id, Math.max(1, i + 1 + rng.int(-3, 3)));
    });
}
