import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { nicknameKey } from '@/local-api/domains/users';

// Issue 26 §3 "Demo content agrees with itself": who owns which car. An owner review (口碑) and
// its follow-ups, a club member's car, an owner's post in a series circle or an owners' group
// are written by an owner of that car (user_cars, local-api/domains/owners.ts), with its trim,
// paint, city and purchase date; nobody owns more than two cars, and 问界车主陈 drives a 问界.

const api = scopedTestApi();

const brandNames = () =>
  (api.db.prepare('SELECT name FROM car_brands').all() as { name: string }[]).map((b) => b.name);
/** The brand a nickname names (小米车主Leo → 小米), if any. */
const brandNamed = (nickname: string, brands: string[]) =>
  brands.find((b) => nickname.includes(b)) ?? null;

interface OwnerClaim {
  user_id: number;
  nickname: string;
  series_id: number;
  series: string;
  brand: string;
}

/** Every place the seed presents a user as an owner of a series: reviews and club cars. */
const claims = (table: 'remarks' | 'community_club_cars'): OwnerClaim[] =>
  api.db
    .prepare(
      `SELECT DISTINCT x.user_id, u.nickname, x.series_id, s.name series, b.name brand FROM ${table} x
       JOIN users u ON u.id = x.user_id JOIN car_series s ON s.id = x.series_id JOIN car_brands b ON b.id = s.brand_id`,
    )
    .all() as OwnerClaim[];

describe('nobody owns more than two cars', () => {
  it('no user writes owner reviews of more than two series (小米车主Leo reviewed 11 cars, 二手车鉴定师 13)', () => {
    const over = api.db
      .prepare(
        'SELECT user_id, COUNT(DISTINCT series_id) n FROM remarks GROUP BY user_id HAVING n > 2',
      )
      .all();
    expect(over).toEqual([]);
  });

  it('a user’s club cars and reviewed series together are at most two cars (问界车主陈 had five in clubs)', () => {
    const over = api.db
      .prepare(
        `SELECT user_id, COUNT(DISTINCT series_id) n FROM (SELECT user_id, series_id FROM remarks UNION SELECT user_id, series_id FROM community_club_cars)
         GROUP BY user_id HAVING n > 2`,
      )
      .all();
    expect(over).toEqual([]);
    expect(
      api.db.prepare('SELECT user_id FROM user_cars GROUP BY user_id HAVING COUNT(*) > 2').all(),
    ).toEqual([]);
  });
});

describe('a nickname that names a brand drives that brand', () => {
  it('问界车主陈, 小米车主Leo, 理想奶爸… review and show in clubs only cars of the brand they name', () => {
    const brands = brandNames();
    const all = [...claims('remarks'), ...claims('community_club_cars')];
    const named = all.filter((c) => brandNamed(c.nickname, brands));
    const wrong = named
      .filter((c) => brandNamed(c.nickname, brands) !== c.brand)
      .map((c) => `${c.nickname}: ${c.series}`);
    expect(wrong).toEqual([]);
    // Not by having them own and write nothing: each owns a car of the brand it names, and half of
    // them or more review theirs (which ones depends on the day the seed was made).
    const named6 = [
      '比亚迪车主张工',
      '小米车主Leo',
      '问界车主陈',
      '蔚来车主莉莉',
      '小鹏车主阿杰',
      '理想奶爸',
    ];
    const carsOf = (n: string) =>
      api.db
        .prepare(
          'SELECT b.name brand FROM user_cars k JOIN users u ON u.id = k.user_id JOIN car_series s ON s.id = k.series_id JOIN car_brands b ON b.id = s.brand_id WHERE u.nickname = ?',
        )
        .all(n) as { brand: string }[];
    for (const n of named6)
      expect(
        carsOf(n).map((c) => c.brand),
        n,
      ).toContain(brandNamed(n, brands));
    const reviewers = new Set(claims('remarks').map((c) => c.nickname));
    expect(named6.filter((n) => reviewers.has(n)).length).toBeGreaterThanOrEqual(3);
    const owned = api.db
      .prepare(
        'SELECT u.nickname, b.name brand FROM user_cars k JOIN users u ON u.id = k.user_id JOIN car_series s ON s.id = k.series_id JOIN car_brands b ON b.id = s.brand_id',
      )
      .all() as { nickname: string; brand: string }[];
    expect(
      owned.filter(
        (o) => brandNamed(o.nickname, brands) && brandNamed(o.nickname, brands) !== o.brand,
      ),
    ).toEqual([]);
  });
});

describe('an owner’s words are about their own car', () => {
  it('every owner review is by an owner of that series, of their trim, bought where and when they bought it', () => {
    const rows = api.db
      .prepare(
        `SELECT r.id, r.model_id, r.city, r.bought_at, k.model_id car_model, k.city car_city, k.bought_at car_bought
         FROM remarks r LEFT JOIN user_cars k ON k.user_id = r.user_id AND k.series_id = r.series_id`,
      )
      .all() as {
      id: number;
      model_id: number;
      city: string;
      bought_at: number;
      car_model: number | null;
      car_city: string | null;
      car_bought: number | null;
    }[];
    expect(rows.length).toBeGreaterThan(150);
    const wrong = rows
      .filter(
        (r) => r.car_model !== r.model_id || r.car_city !== r.city || r.car_bought !== r.bought_at,
      )
      .map((r) => r.id);
    expect(wrong).toEqual([]);
  });

  it('an owner’s photos in a review show their car in its paint', async () => {
    const { paintNamed } = await import('@/local-api/seed/series');
    const rows = api.db
      .prepare(
        'SELECT r.id, k.color, s.name FROM remarks r JOIN user_cars k ON k.user_id = r.user_id AND k.series_id = r.series_id JOIN car_series s ON s.id = r.series_id WHERE r.images > 0 ORDER BY r.id LIMIT 5',
      )
      .all() as { id: number; color: string; name: string }[];
    expect(rows.length).toBe(5);
    for (const r of rows) {
      const detail = await api.call<{ images: string[] }>('GET', 'v1/remark/detail', {
        query: { id: r.id },
      });
      expect(detail.body.data.images.length).toBeGreaterThan(0);
      for (const src of detail.body.data.images)
        expect(new URL(src, 'http://x').searchParams.get('c'), src).toBe(
          String(paintNamed(r.color, r.name)),
        );
    }
  });

  it('a club member’s car is the car they own, in its paint; the club is of owners of its series', () => {
    const cars = api.db
      .prepare(
        `SELECT c.id, c.color, c.bought_at, k.color car_color, k.bought_at car_bought FROM community_club_cars c
         LEFT JOIN user_cars k ON k.user_id = c.user_id AND k.series_id = c.series_id`,
      )
      .all() as {
      id: number;
      color: string;
      bought_at: number;
      car_color: string | null;
      car_bought: number | null;
    }[];
    expect(cars.length).toBeGreaterThan(30);
    expect(
      cars.filter((c) => c.car_color !== c.color || c.car_bought !== c.bought_at).map((c) => c.id),
    ).toEqual([]);
    const members = api.db
      .prepare(
        `SELECT m.club_id, m.user_id FROM community_club_members m JOIN community_clubs c ON c.id = m.club_id
         WHERE NOT EXISTS (SELECT 1 FROM user_cars k WHERE k.user_id = m.user_id AND k.series_id = c.series_id)`,
      )
      .all();
    expect(members).toEqual([]);
  });

  it('a series circle’s posts and a series owners’ group’s posts are written by owners of that series', () => {
    // The circle's own posts (the ins posts filed into circles by their series tag are other users' 动态).
    const circlePosts = api.db
      .prepare(
        `SELECT c.id FROM community_posts p JOIN contents c ON c.id = p.content_id JOIN ins_posts i ON i.content_id = c.id
           JOIN community_circles k ON k.id = p.circle_id
         WHERE k.series_id IS NOT NULL AND p.kind = 1
           AND (i.tags = '[]' OR json_extract(i.tags, '$[0]') IN (SELECT '#' || title || '#' FROM community_themes))
           AND NOT EXISTS (SELECT 1 FROM user_cars o WHERE o.user_id = c.author_id AND o.series_id = k.series_id)`,
      )
      .all();
    expect(
      api.db
        .prepare(
          'SELECT COUNT(*) n FROM community_posts p JOIN community_circles k ON k.id = p.circle_id WHERE k.series_id IS NOT NULL AND p.kind = 1',
        )
        .get(),
    ).not.toEqual({ n: 0 });
    expect(circlePosts).toEqual([]);
    const groupPosts = api.db
      .prepare(
        `SELECT p.id FROM social_posts p JOIN social_groups g ON g.id = p.group_id
         WHERE g.series_id IS NOT NULL AND EXISTS (SELECT 1 FROM user_cars k WHERE k.series_id = g.series_id)
           AND NOT EXISTS (SELECT 1 FROM user_cars k WHERE k.user_id = p.user_id AND k.series_id = g.series_id)`,
      )
      .all();
    expect(groupPosts).toEqual([]);
  });
});

describe('a 动态 that speaks as an owner is by an owner', () => {
  it('提车, 电耗, 一年用车成本… posts (not 试驾) are by an owner of the car they name, in the paint they name', async () => {
    const { seriesDisplayName } = await import('@/contract/format/car-name');
    const { PAINT_NAMES } = await import('@/local-api/seed/series');
    const series = new Map(
      (
        api.db
          .prepare(
            'SELECT s.id, s.name, b.name brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
          )
          .all() as { id: number; name: string; brand: string }[]
      ).map((s) => [`#${seriesDisplayName(s.brand, s.name)}#`, s.id]),
    );
    const posts = api.db
      .prepare(
        "SELECT c.id, c.body, c.author_id, i.tags FROM contents c JOIN ins_posts i ON i.content_id = c.id WHERE c.body NOT LIKE '%试驾%'",
      )
      .all() as { id: number; body: string; author_id: number; tags: string }[];
    const named = posts.filter((p) => series.has((JSON.parse(p.tags) as string[])[0] ?? ''));
    expect(named.length).toBeGreaterThan(40);
    const wrong = named.filter((p) => {
      const car = api.db
        .prepare('SELECT color FROM user_cars WHERE user_id = ? AND series_id = ?')
        .get(p.author_id, series.get((JSON.parse(p.tags) as string[])[0]!)) as
        { color: string } | undefined;
      const paint = PAINT_NAMES.find((n) => p.body.includes(n));
      return !car || (paint !== undefined && car.color !== paint);
    });
    expect(wrong.map((p) => `${p.id}: ${p.body.slice(0, 20)}`)).toEqual([]);
  });
});

describe('a private seller of a used car is its owner', () => {
  it('one listing a seller, of the brand their nickname names, and no more than two cars with the ones they keep', () => {
    const brands = brandNames();
    const rows = api.db
      .prepare(
        `SELECT l.id, l.seller_id, u.nickname, l.series_id, b.name brand, (SELECT COUNT(*) FROM user_cars k WHERE k.user_id = l.seller_id AND k.series_id != l.series_id) kept
         FROM idle_listings l JOIN users u ON u.id = l.seller_id JOIN car_series s ON s.id = l.series_id JOIN car_brands b ON b.id = s.brand_id
         WHERE l.id <= 48`,
      )
      .all() as { id: number; seller_id: number; nickname: string; brand: string; kept: number }[];
    expect(rows.length).toBe(48);
    expect(new Set(rows.map((r) => r.seller_id)).size).toBe(rows.length);
    expect(
      rows
        .filter((r) => (brandNamed(r.nickname, brands) ?? r.brand) !== r.brand || r.kept + 1 > 2)
        .map((r) => `${r.id}: ${r.nickname}`),
    ).toEqual([]);
  });
});

describe('enough owners for the reviews', () => {
  it('every series with owner reviews before still has some, and its score is the owners’ average', () => {
    const series = api.db
      .prepare(
        'SELECT s.id, s.score, COUNT(r.id) n, AVG(r.score) avg FROM car_series s JOIN remarks r ON r.series_id = s.id GROUP BY s.id',
      )
      .all() as { id: number; score: number; n: number; avg: number }[];
    // Every reviewed series but those not yet on sale (未上市: nobody owns one yet).
    expect(series.length).toBeGreaterThanOrEqual(40);
    for (const s of series) {
      expect(s.n).toBeGreaterThanOrEqual(2);
      expect(s.score).toBe(Math.round(s.avg * 10) / 10);
    }
  });

  it('the owner accounts are ordinary users: unique nicknames, seeded 138 phones, an avatar, a profile', async () => {
    const users = api.db
      .prepare("SELECT id, phone, nickname, avatar FROM users WHERE phone LIKE '138%' ORDER BY id")
      .all() as { id: number; phone: string; nickname: string; avatar: string }[];
    expect(users.length).toBeGreaterThan(100);
    expect(new Set(users.map((u) => nicknameKey(u.nickname))).size).toBe(users.length);
    for (const u of users) {
      expect(u.phone).toBe(`138${String(u.id).padStart(8, '0')}`);
      expect(u.avatar).not.toBe('');
    }
    const owner = api.db
      .prepare('SELECT user_id FROM remarks WHERE user_id > 28 ORDER BY id LIMIT 1')
      .get() as { user_id: number };
    const profile = await api.call<{ nickname: string }>('GET', 'v1/user', {
      query: { uid: owner.user_id },
    });
    expect(profile.status).toBe(200);
    expect(profile.body.data.nickname).not.toBe('');
  });
});
