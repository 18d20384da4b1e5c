import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { seriesDisplayName } from '@/contract/format/car-name';
import { stripEmoji } from '@/lib/format/emoji';
import { shareTitle } from '@/lib/format/share';
import { carSvg, PAINTS } from '@/local-api/media-car';
import { BRANDS } from '@/local-api/seed/catalog';
import { SERIES_FACTS } from '@/local-api/seed/car-facts';
import {
  CATALOG_FACTS,
  categoryOf,
  factName,
  formatUnits,
  priceRange,
  seriesFact,
  shapeOf,
} from '@/local-api/seed/series';
import { articleHeadline, voteHeadline } from '@/local-api/seed/headlines';
import { createRng } from '@/local-api/seed/rng';

// The rules the bundled demo data keeps, checked against a real seeded database: every title
// true to the series it names (category, price), no repeated brand words, sane units, ended
// votes created before they close, no raw emoji codes in titles, and drawn pictures that differ
// by series, body and colour.

const api = scopedTestApi();

interface TitleRow {
  id: number;
  type: number;
  title: string;
  summary: string;
  cover_path: string;
  series: string | null;
}

const titles = () =>
  api.db
    .prepare(
      'SELECT c.id, c.type, c.title, c.summary, c.cover_path, m.series FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id',
    )
    .all() as TitleRow[];
const launches = () =>
  api.db
    .prepare(
      'SELECT l.title, s.name AS series FROM car_launches l JOIN car_series s ON s.id = l.series_id',
    )
    .all() as { title: string; series: string }[];

const CATEGORY = /(纯电|增程|插混)(轿车|SUV|MPV)/g;

describe('series names', () => {
  it('write the brand word once', () => {
    expect(seriesDisplayName('吉利银河', '银河E5')).toBe('吉利银河E5');
    expect(seriesDisplayName('长安启源', '启源E07')).toBe('长安启源E07');
    expect(seriesDisplayName('极氪', '极氪001')).toBe('极氪001');
    expect(seriesDisplayName('理想', 'L6')).toBe('理想L6');
    expect(seriesDisplayName('特斯拉', 'Model Y')).toBe('特斯拉Model Y');
  });

  it('no seeded title, launch or series repeats a brand word (吉利银河银河E5, 长安启源启源E07)', () => {
    const texts = [...titles().map((t) => t.title), ...launches().map((l) => l.title)];
    const series = api.db
      .prepare(
        'SELECT s.name, b.name AS brand FROM car_series s JOIN car_brands b ON b.id = s.brand_id',
      )
      .all() as { name: string; brand: string }[];
    expect(texts.length).toBeGreaterThan(600);
    for (const b of BRANDS) {
      for (let k = 1; k <= b.name.length; k++) {
        const repeated = b.name + b.name.slice(b.name.length - k);
        expect(
          texts.filter((t) => t.includes(repeated)),
          repeated,
        ).toEqual([]);
        expect(
          series.filter(
            (s) =>
              `${s.brand}${s.name}`.includes(repeated) &&
              seriesDisplayName(s.brand, s.name).includes(repeated),
          ),
        ).toEqual([]);
      }
    }
  });
});

describe('generators other seeds reuse', () => {
  it('give every catalog series headlines with its own category and its name written once', () => {
    const rng = createRng(7);
    for (const f of CATALOG_FACTS) {
      for (let k = 0; k < 6; k++) {
        const h = articleHeadline(rng, f, 1 + (k % 12));
        for (const m of h.title.matchAll(CATEGORY))
          if (h.title.includes(factName(f)))
            expect(`${h.title}: ${m[0]}`).toBe(`${h.title}: ${categoryOf(f)}`);
        // 吉利银河 + 银河E5: the plain concatenation repeats a brand word and must never appear.
        if (factName(f) !== `${f.brand}${f.name}`)
          expect(h.title).not.toContain(`${f.brand}${f.name}`);
        const v = voteHeadline(rng, f);
        expect(v.options.length).toBeGreaterThanOrEqual(3);
        expect(v.title).toMatch(/^投票：.+？$/);
      }
    }
  });
});

describe('titles are true to the series they name', () => {
  it('the library stores every series with the catalog facts (海狮07 is a 纯电 SUV)', () => {
    const rows = api.db.prepare('SELECT name, body, energy, sale_status FROM car_series').all() as {
      name: string;
      body: string;
      energy: string;
      sale_status: number;
    }[];
    expect(rows).toHaveLength(SERIES_FACTS.length);
    for (const r of rows) {
      const f = seriesFact(r.name)!;
      expect({ name: r.name, body: r.body, energy: r.energy, status: r.sale_status }).toEqual({
        name: f.name,
        body: f.body,
        energy: f.energy,
        status: f.status,
      });
    }
    expect(categoryOf(seriesFact('海狮07')!)).toBe('纯电SUV');
  });

  it('every category a title or summary gives a series is the catalog one', () => {
    let checked = 0;
    for (const row of titles()) {
      const f = row.series ? seriesFact(row.series) : undefined;
      if (!f || !row.title.includes(factName(f))) continue;
      for (const m of row.title.matchAll(CATEGORY)) {
        expect(`${row.id} ${row.title}: ${m[0]}`).toBe(`${row.id} ${row.title}: ${categoryOf(f)}`);
        checked++;
      }
      const intro =
        /是(.+?)旗下的(微型|小型|紧凑型|中型|中大型|大型)((?:纯电|增程|插混)(?:轿车|SUV|MPV))/.exec(
          row.summary,
        );
      if (intro) {
        expect([intro[1], intro[2], intro[3]]).toEqual([f.brand, f.size, categoryOf(f)]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('prices in titles are the series guide prices', () => {
    let checked = 0;
    for (const row of [...titles(), ...launches()]) {
      const f = row.series ? seriesFact(row.series) : undefined;
      if (!f) continue;
      const range = /售价(\d+\.\d\d-\d+\.\d\d万元|\d+\.\d\d万元)(?!起)/.exec(row.title);
      if (range) {
        expect(range[1], row.title).toBe(priceRange(f));
        checked++;
      }
      const from = /(?:售价|预售价)(\d+\.\d\d)万元起/.exec(row.title);
      if (from) {
        expect(Number(from[1]), row.title).toBe(f.min);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('deliveries use 台 or 万台, never 千台', () => {
    expect(formatUnits(41000)).toBe('4.1万台');
    expect(formatUnits(380000)).toBe('38万台');
    expect(formatUnits(8600)).toBe('8600台');
    const power = titles().filter((t) => /交付/.test(t.title) && /\d/.test(t.title));
    expect(power.length).toBeGreaterThan(10);
    for (const { title } of power) {
      expect(title).not.toMatch(/千台/);
      const m = /交付(\d+(?:\.\d)?)(万)?台/.exec(title);
      if (!m) continue;
      if (m[2]) expect(Number(m[1])).toBeGreaterThanOrEqual(1);
      else expect(Number(m[1])).toBeLessThan(10000);
    }
  });

  it('an EV is never tested for fuel, a hybrid never for winter EV range', () => {
    for (const row of titles()) {
      const f = row.series ? seriesFact(row.series) : undefined;
      if (!f || !row.title.includes(factName(f))) continue;
      if (f.energy === '纯电') expect(row.title).not.toMatch(/馈电|油耗/);
      else expect(row.title).not.toMatch(/冬季续航实测/);
      if (f.status !== 1) expect(row.title).not.toMatch(/新款上市|限时购车/);
    }
  });
});

describe('votes', () => {
  it('an ended vote was created before it ended, and its ballots were cast in between', () => {
    const now = Math.floor(Date.now() / 1000);
    const ended = api.db
      .prepare(
        'SELECT v.content_id id, v.deadline, c.created_at FROM votes v JOIN contents c ON c.id = v.content_id WHERE v.deadline <= ?',
      )
      .all(now) as { id: number; deadline: number; created_at: number }[];
    expect(ended.length).toBeGreaterThan(0);
    for (const v of ended) {
      expect(v.created_at).toBeLessThan(v.deadline);
      const span = api.db
        .prepare('SELECT MIN(created_at) a, MAX(created_at) b FROM vote_records WHERE vote_id = ?')
        .get(v.id) as { a: number; b: number };
      expect(span.a).toBeGreaterThanOrEqual(v.created_at);
      expect(span.b).toBeLessThanOrEqual(v.deadline);
    }
  });

  it('questions are questions and a comparison offers the two cars it names', async () => {
    const votes = titles().filter((t) => t.type === 7);
    for (const v of votes) expect(v.title).toMatch(/^投票：.+？$/);
    const compare = votes.find((v) => /你会选哪台/.test(v.title));
    if (compare) {
      const res = await api.call<{ options: { title: string; image: string }[] }>(
        'GET',
        `v1/vote/${compare.id}`,
      );
      const [a, b] = res.body.data.options;
      expect(compare.title).toContain(`${a!.title}和${b!.title}`);
      expect(a!.image).toMatch(/\/media\/car\//);
    }
  });
});

describe('no raw emoji codes in titles', () => {
  it('no seeded title or summary carries {:name:} or [name]', () => {
    for (const { title, summary } of titles()) {
      expect(title).not.toMatch(/\{:[^{}:]+:\}|\[[^\]]{1,4}\]/);
      expect(summary).not.toMatch(/\{:[^{}:]+:\}/);
    }
  });

  it('a post whose text ends with a picture emoji makes a clean page title', () => {
    const bodies = (
      api.db.prepare('SELECT body FROM contents WHERE type = 3').all() as { body: string }[]
    ).map((r) => r.body);
    expect(bodies.some((b) => b.includes('{:充电桩:}'))).toBe(true);
    for (const body of bodies)
      expect(shareTitle(stripEmoji(body))).not.toMatch(/\{:[^{}:]+:\}|\[[^\]]{1,4}\]/);
  });
});

describe('pictures', () => {
  const svg = async (path: string) => {
    const res = await fetch(`${api.base}/${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    return res.text();
  };
  const valid = (text: string) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe('svg');
    expect(text.length).toBeLessThan(6000);
  };

  it('series covers are drawn in the body shape of their series and differ by series', async () => {
    const rows = api.db.prepare('SELECT name, cover FROM car_series').all() as {
      name: string;
      cover: string;
    }[];
    const drawn = new Set<string>();
    for (const r of rows) {
      const f = seriesFact(r.name)!;
      expect(r.cover).toMatch(new RegExp(`^media/car/.+b=${shapeOf(f)}&v=side&c=\\d+$`));
      drawn.add(await svg(r.cover));
    }
    expect(drawn.size).toBe(rows.length);
    expect(shapeOf(seriesFact('海狮07')!)).toBe('suv');
    expect(shapeOf(seriesFact('MEGA')!)).toBe('mpv');
    expect(shapeOf(seriesFact('海豹')!)).toBe('sedan');
  });

  it('the same picture differs by body, colour and view, is deterministic and valid SVG', async () => {
    const base = { b: 'sedan', v: 'side', c: '3' };
    const url = (p: Record<string, string>) =>
      `media/car/test1.svg?${new URLSearchParams({ ...base, ...p }).toString()}`;
    const pictures = await Promise.all(
      [
        url({}),
        url({ b: 'suv' }),
        url({ b: 'mpv' }),
        url({ b: 'sports' }),
        url({ c: '6' }),
        url({ v: 'cockpit' }),
        url({ v: 'seats' }),
        url({ v: 'wheel' }),
      ].map(svg),
    );
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const p of pictures) valid(p);
    expect(await svg(url({}))).toBe(pictures[0]);
    // The paint is drawn: 赤焰红 (#c3332e) in one, not in the other.
    expect(pictures[4]).toContain('#c3332e');
    expect(pictures[0]).not.toContain('#c3332e');
    // Bad parameters fall back to defaults, never a 500; labels are escaped.
    valid(await svg('media/car/x.svg?b=boat&v=%3Cx%3E&c=99&t=%3Cscript%3E'));
    expect(await svg('media/car/x.svg?t=%3Cscript%3E')).not.toContain('<script>');
  });

  it('every seeded picture renders as valid SVG (covers, galleries, posts, remarks, generic covers)', async () => {
    const paths = [
      ...(api.db.prepare('SELECT cover_path p FROM contents').all() as { p: string }[]).map(
        (r) => r.p,
      ),
      ...(api.db.prepare('SELECT path p FROM car_series_images').all() as { p: string }[]).map(
        (r) => r.p,
      ),
      ...(
        api.db
          .prepare(
            'SELECT cover_path p FROM topics UNION ALL SELECT cover_path FROM ace_columns UNION ALL SELECT cover FROM dealers',
          )
          .all() as { p: string }[]
      ).map((r) => r.p),
    ].filter((p) => p.startsWith('media/'));
    expect(paths.length).toBeGreaterThan(1500);
    // Every picture is fetched (a crash is a 500); every seventh one is also parsed as XML.
    for (let i = 0; i < paths.length; i += 100) {
      const drawn = await Promise.all(paths.slice(i, i + 100).map((p) => svg(p)));
      drawn.forEach((d, k) => (i + k) % 7 === 0 && valid(d));
    }
    // Generic covers (no car named) are car scenes too, and not all the same.
    const generic = [...Array(40).keys()].map((i) => svg(`media/cover/g${i}.svg`));
    expect(new Set(await Promise.all(generic)).size).toBeGreaterThanOrEqual(35);
  }, 60_000);

  it('gallery shots look like exterior, interior and space shots', () => {
    const rows = api.db.prepare('SELECT category, path FROM car_series_images').all() as {
      category: string;
      path: string;
    }[];
    const views: Record<string, Set<string>> = {};
    for (const r of rows) {
      const v = new URLSearchParams(r.path.split('?')[1]).get('v')!;
      (views[r.category] ??= new Set()).add(v);
    }
    expect([...views['外观']!].sort()).toEqual(['front', 'light', 'rear', 'side', 'wheel']);
    expect([...views['内饰']!]).toEqual(['cockpit']);
    expect([...views['空间']!]).toEqual(['seats']);
  });

  it('article covers show the car the article names, in a scene of its subject', () => {
    let checked = 0;
    for (const row of titles().filter((t) => t.type === 1 && t.series)) {
      const f = seriesFact(row.series!)!;
      if (!row.title.includes(factName(f))) continue;
      expect(row.cover_path, row.title).toContain(`b=${shapeOf(f)}`);
      if (/冬季续航/.test(row.title)) expect(row.cover_path).toContain('v=charge');
      if (/交付/.test(row.title)) expect(row.cover_path).toContain('v=chart');
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
    // A new colour in the news is the colour on the cover.
    const colours = titles().filter((t) => /新增(.+)车色/.test(t.title));
    expect(colours.length).toBeGreaterThan(0);
    for (const row of colours) {
      const name = /新增(.+)车色/.exec(row.title)![1]!;
      expect(row.cover_path).toContain(`c=${PAINTS.findIndex(([n]) => n === name)}`);
    }
  });
});

describe('pictures in dark mode (issue 26 §7)', () => {
  it('draws a data chart on a dark board, not a white block in the dark feed', () => {
    const svg = carSvg('chart-check', { shape: 'suv', view: 'chart', paint: 0, label: '' });
    const ground = svg.match(/<rect width="640" height="360" fill="#([0-9a-f]{6})"/)![1]!;
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(ground.slice(i, i + 2), 16));
    expect((0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255).toBeLessThan(0.3);
  });
});
