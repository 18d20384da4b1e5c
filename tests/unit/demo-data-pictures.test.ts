import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { renderMedia, type MediaKind } from '@/local-api/media';
import { subjectOf } from '@/local-api/media-scene';
import { LABEL_BOX, shortLabel, textWidth } from '@/local-api/media-text';

// Issue 26 §3 "Pictures show what the words say": a dealer's 客户休息区 shows a sofa, a table and
// coffee, a 1:18 车模 a small car on a stand, a 香氛 a bottle; captions drawn into a picture fit
// their box in the picture's middle square (no "odel 3"); brand marks are a shape with an initial;
// a circle's avatar is a short label chosen from its name (no "Mo", no "C1").

const api = scopedTestApi();

/** Every drawn picture the seed stored anywhere (any table, any text column, JSON lists too). */
function seededMedia(): string[] {
  const tables = (
    api.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[]
  ).map((t) => t.name);
  const found = new Set<string>();
  for (const t of tables) {
    const cols = (
      api.db.prepare(`PRAGMA table_info(${t})`).all() as { name: string; type: string }[]
    ).filter((c) => c.type === 'TEXT');
    for (const c of cols) {
      const rows = api.db
        .prepare(`SELECT "${c.name}" v FROM "${t}" WHERE "${c.name}" LIKE '%media/%'`)
        .all() as { v: string }[];
      for (const r of rows)
        for (const m of r.v.matchAll(/media\/(cover|avatar|logo|car)\/[^"'\s<>]+/g))
          found.add(m[0].replace(/&amp;/g, '&'));
    }
  }
  return [...found];
}

function draw(path: string): string {
  const [, kind, rest] = /^media\/(\w+)\/(.+)$/.exec(path)!;
  const [file, query = ''] = rest!.split('?');
  return renderMedia(kind as MediaKind, file!.replace(/\.svg$/, ''), new URLSearchParams(query));
}

const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*font-size="(\d+(?:\.\d+)?)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    size: Number(m[1]),
    text: m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
  }));

describe('scenes and goods are drawn as what their caption says', () => {
  it('the drawer knows a lounge, a meeting desk, a showroom, a model car and an air freshener', () => {
    const cases: [string, string[]][] = [
      ['客户休息区', ['sofa', 'table', 'coffee']],
      ['洽谈区', ['desk', 'chairs']],
      ['展厅内景', ['glass-wall', 'car']],
      ['售后车间', ['lift']],
      ['小米SU7 1:18 合金车模', ['model-car', 'stand']],
      ['新出行车载香氛（雪松味）', ['bottle']],
      ['车载香薰', ['bottle']],
    ];
    for (const [caption, marks] of cases) {
      const svg = renderMedia('cover', 'x1', new URLSearchParams({ t: caption }));
      for (const m of marks)
        expect(`${caption}: ${svg.includes(`class="${m}"`)}`).toBe(`${caption}: true`);
      // No car scene's wheel or road instead of the thing.
      expect(svg, caption).not.toContain('stroke-dasharray');
    }
  });

  it('every seeded dealer photo and goods picture whose caption names a subject draws it', () => {
    const rows = [
      ...(api.db.prepare('SELECT title AS caption, image AS path FROM dealer_photos').all() as {
        caption: string;
        path: string;
      }[]),
      ...(api.db.prepare('SELECT title AS caption, cover AS path FROM goods').all() as {
        caption: string;
        path: string;
      }[]),
      ...(api.db.prepare('SELECT name AS caption, cover AS path FROM community_goods').all() as {
        caption: string;
        path: string;
      }[]),
    ];
    let drawn = 0;
    for (const r of rows) {
      const subject = subjectOf(r.caption);
      if (!subject) continue;
      const svg = draw(r.path);
      expect(
        `${r.caption}: ${svg.includes(`class="subject-${subject}"`) && svg.includes('class="caption"')}`,
      ).toBe(`${r.caption}: true`);
      drawn++;
    }
    expect(drawn).toBeGreaterThan(40);
    for (const caption of ['客户休息区', '洽谈区', '展厅外观', '交车区', '儿童游乐区', '超充桩'])
      expect(subjectOf(caption), caption).toBeDefined();
  });
});

describe('text drawn into a picture fits its box', () => {
  it('every seeded caption fits the middle square of its picture, shrunk or wrapped (no "odel 3", "ONA M03", "池健康免费检测日")', () => {
    const paths = seededMedia().filter((p) => /[?&]t=/.test(p) && !p.startsWith('media/avatar/'));
    expect(paths.length).toBeGreaterThan(300);
    for (const p of paths) {
      const svg = draw(p);
      if (p.startsWith('media/logo/')) continue;
      const box = /<g class="caption"><rect x="(-?[\d.]+)" y="[\d.]+" width="([\d.]+)"/.exec(svg);
      expect(box, p).not.toBeNull();
      const [x, w] = [Number(box![1]), Number(box![2])];
      expect(x, p).toBeGreaterThanOrEqual(LABEL_BOX.left);
      expect(x + w, p).toBeLessThanOrEqual(LABEL_BOX.left + LABEL_BOX.width);
      const caption = svg.slice(svg.indexOf('<g class="caption">'));
      for (const t of texts(caption))
        expect(`${t.text}: ${textWidth(t.text, t.size) <= w}`).toBe(`${t.text}: true`);
    }
  });

  it('a long caption shrinks, then wraps onto two lines, and keeps all its words', () => {
    const long = '新能源车电池健康免费检测日，全城门店同步开放预约';
    const svg = renderMedia('cover', 'long', new URLSearchParams({ t: long }));
    const lines = texts(svg.slice(svg.indexOf('<g class="caption">')));
    expect(lines.length).toBe(2);
    expect(lines.map((l) => l.text).join('')).toBe(long);
    const short = texts(renderMedia('cover', 'short', new URLSearchParams({ t: 'Model 3' })));
    expect(short.map((l) => l.text)).toEqual(['Model 3']);
  });
});

describe('marks and avatars', () => {
  it('a brand logo is its maker’s emblem: the whole wordmark on a chrome badge, round or oval, fitting its plate', () => {
    const brands = api.db.prepare('SELECT name, logo FROM car_brands').all() as {
      name: string;
      logo: string;
    }[];
    expect(brands.length).toBeGreaterThan(20);
    const words = new Map<string, string>();
    for (const b of brands) {
      const svg = draw(b.logo);
      const shape = /data-shape="(\w+)"/.exec(svg)?.[1] ?? '';
      const [t] = texts(svg);
      words.set(b.name, t!.text);
      const letters = Array.from(t!.text).length;
      // A spelled-out name wears an oval (its plate 80 wide), a short mark a round badge (66).
      expect(`${b.name}: ${shape}`).toBe(`${b.name}: ${letters > 3 ? 'oval' : 'badge'}`);
      expect(textWidth(t!.text, t!.size), b.name).toBeLessThanOrEqual(letters > 3 ? 80 : 66);
    }
    expect([words.get('极氪'), words.get('比亚迪'), words.get('理想'), words.get('蔚来')]).toEqual([
      'ZEEKR',
      'BYD',
      'Li',
      'NIO',
    ]);
  });

  it('a circle’s avatar shows a short label from its name (Model Y: MY, 零跑C10: C10, 充电圈: 充电), never a cut one', () => {
    expect(shortLabel('Model Y车友圈')).toBe('MY');
    expect(shortLabel('C10车友圈')).toBe('C10');
    expect(shortLabel('小米SU7车友圈')).toBe('SU7');
    expect(shortLabel('充电圈')).toBe('充电');
    const circles = api.db.prepare('SELECT name, icon FROM community_circles').all() as {
      name: string;
      icon: string;
    }[];
    expect(circles.length).toBeGreaterThan(10);
    for (const c of circles) {
      const [t] = texts(draw(c.icon));
      const label = t!.text;
      const cjk = /^[\u4e00-\u9fff]{1,2}$/.test(label);
      expect(`${c.name}: ${cjk || /^[A-Za-z0-9]{1,3}$/.test(label)}`).toBe(`${c.name}: true`);
      // Taken from the name: its own characters, a whole model code or a name's initials.
      if (/\d/.test(label))
        expect(c.name).toMatch(new RegExp(`(^|[^A-Za-z0-9])${label}([^A-Za-z0-9]|$)|^${label}`));
      else for (const ch of label) expect(c.name.toUpperCase()).toContain(ch.toUpperCase());
    }
  });
});
