import { describe, expect, it } from 'vitest';
import { scopedTestApi } from '../helpers/local-api';
import { SERIES_FACTS } from '@/local-api/seed/car-facts';
import { chargeMinutes, topTrimEnergy } from '@/local-api/seed/car-energy';
import { factName, seriesFact } from '@/local-api/seed/series';

// Issue 26 §3: the demo bodies agree with their titles and with the car facts. A body is written
// for what its piece is (a 小知识 about its topic, a colour piece about the colour), names no
// series but its title's, quotes the car's own charging figures and words its price by its band.

const api = scopedTestApi();

interface Row {
  id: number;
  type: number;
  title: string;
  summary: string;
  body: string;
  series: string | null;
}

const rows = () =>
  api.db
    .prepare(
      'SELECT c.id, c.type, c.title, c.summary, c.body, m.series FROM contents c LEFT JOIN content_meta m ON m.content_id = c.id WHERE c.type IN (1, 2, 12, 13, 14)',
    )
    .all() as Row[];

// Longest names first, so 海豹08 is found before 海豹 and the shorter name is not counted twice.
const NAMES = SERIES_FACTS.map((f) => factName(f)).sort((a, b) => b.length - a.length);

/** The series names a text mentions (each once, a longer name hiding the names inside it). */
function namesIn(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const n of NAMES) {
    if (!rest.includes(n)) continue;
    found.push(n);
    rest = rest.split(n).join('|');
  }
  return found;
}

const plain = (html: string) => html.replace(/<[^>]+>/g, '\n');

describe('bodies match their titles', () => {
  it('a body names no series but the ones its title names', () => {
    let checked = 0;
    for (const r of rows()) {
      // A title may write a series without its brand (蔚来推送…，EC6等车型首批升级).
      const title = new Set([
        ...namesIn(r.title),
        ...SERIES_FACTS.filter((f) => r.title.includes(f.name)).map((f) => factName(f)),
      ]);
      // A brand's news (数说理想) may name the brand's series.
      if (title.size === 0)
        for (const f of SERIES_FACTS) if (r.title.includes(f.brand)) title.add(factName(f));
      for (const n of namesIn(plain(r.body)))
        expect(`${r.id} ${r.title}: ${title.has(n) ? '' : n}`).toBe(`${r.id} ${r.title}: `);
      checked++;
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('a 小知识 talks about its topic and no car; OTA is talked about only where the title says so', () => {
    const all = rows();
    const knowledge = all.filter((r) => r.type === 14);
    expect(knowledge.length).toBeGreaterThan(20);
    for (const r of knowledge)
      expect(`${r.title}: ${namesIn(plain(r.body)).join(',')}`).toBe(`${r.title}: `);
    for (const r of all) if (/OTA/.test(r.body)) expect(r.title).toMatch(/OTA|推送/);
  });

  it('a colour piece talks about the colour, not about fuel or OTA', () => {
    const colours = rows().filter((r) => /新增(.+)车色/.test(r.title));
    expect(colours.length).toBeGreaterThan(0);
    for (const r of colours) {
      const paint = /新增(.+)车色/.exec(r.title)![1]!;
      expect(r.body).toContain(paint);
      expect(r.body).not.toMatch(/油耗|OTA|增程器/);
    }
  });

  it('数说 does not print its summary twice, a 快讯 summary does not repeat its title', () => {
    const all = rows();
    for (const r of all.filter((x) => x.type === 12))
      expect(plain(r.body)).not.toContain(r.summary.slice(0, 20));
    const news = all.filter((x) => x.type === 13);
    expect(news.length).toBeGreaterThan(50);
    for (const r of news) expect(r.summary.startsWith(r.title)).toBe(false);
  });

  it('a dealer event is described as that event, not with news paragraphs', () => {
    const events = api.db.prepare('SELECT type, title, body FROM dealer_activities').all() as {
      type: number;
      title: string;
      body: string;
    }[];
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      expect(e.body, e.title).not.toMatch(/OTA|热泵|续航达成率|高速领航|百公里电耗/);
      if (e.type === 1) expect(e.body).toContain('试驾');
    }
  });
});

describe('bodies agree with the car facts', () => {
  it('a body quotes the charging power and time of its own car (海鸥 does not charge at 180 kW)', () => {
    let checked = 0;
    for (const r of rows()) {
      const f = r.series ? seriesFact(r.series) : undefined;
      if (!f) continue;
      for (const para of plain(r.body).split('\n')) {
        for (const m of para.matchAll(/(?:最高|峰值功率)(\d+)kW/g)) {
          const kw = m[1];
          // The car a figure belongs to: the series named last before it in its paragraph.
          const before = para.slice(0, m.index);
          const car =
            namesIn(before).sort((a, b) => before.lastIndexOf(b) - before.lastIndexOf(a))[0] ??
            factName(f);
          const e = topTrimEnergy(SERIES_FACTS.find((x) => factName(x) === car)!);
          expect(`${r.id} ${car} ${kw}kW`).toBe(`${r.id} ${car} ${e.peakKw}kW`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(topTrimEnergy(seriesFact('海鸥')!).peakKw).toBeLessThan(100);
  });

  it('10-80 % takes the energy at the average a charge holds (58 % of the peak), in the library and the ranking never under the energy at the peak', () => {
    // 52.5 kWh at 145 kW; 70 kWh at 348 kW (a 5C car does 10-80 % in about twelve minutes).
    expect(chargeMinutes(75, 250)).toBe(21.7);
    expect(chargeMinutes(100, 600)).toBe(12.1);
    // A plug-in car's official window is 30-80 %.
    expect(chargeMinutes(36.8, 90, 30)).toBe(21.1);
    const params = api.db
      .prepare(
        `SELECT m.battery_kwh b, p.value v, (SELECT value FROM car_model_params q WHERE q.model_id = m.id AND q.name = '快充功率(kW)') kw,
          (SELECT value FROM car_model_params q WHERE q.model_id = m.id AND q.name = '电池快充电量范围(%)') win
         FROM car_model_params p JOIN car_models m ON m.id = p.model_id WHERE p.name = '快充时间(小时)' AND p.value != '-'`,
      )
      .all() as { b: number; v: string; kw: string; win: string }[];
    expect(params.length).toBeGreaterThan(100);
    for (const p of params)
      expect(Number(p.v)).toBe(
        Math.round((chargeMinutes(p.b, Number(p.kw), Number(p.win.split('-')[0])) / 60) * 100) /
          100,
      );
    const tests = api.db
      .prepare(
        "SELECT t.soc_start, t.charge_min, t.peak_kw, m.battery_kwh FROM rank_tests t JOIN car_models m ON m.id = t.model_id WHERE t.kind = 'charge'",
      )
      .all() as { soc_start: number; charge_min: number; peak_kw: number; battery_kwh: number }[];
    expect(tests.length).toBeGreaterThan(10);
    for (const t of tests)
      expect(t.charge_min).toBeGreaterThanOrEqual(
        ((t.battery_kwh * (80 - t.soc_start)) / 100 / t.peak_kw) * 60,
      );
  });

  it('the price is worded by its band: a ¥168万 仰望U9 is no entry-level 中型纯电轿车', () => {
    for (const r of rows()) {
      const f = r.series ? seriesFact(r.series) : undefined;
      if (!f || f.min < 15) continue;
      expect(`${r.id} ${r.body}`).not.toMatch(/入门版本定价具有相当的竞争力|门槛很低/);
    }
    const u9 = rows().filter((r) => r.series === '仰望U9');
    for (const r of u9)
      expect(`${r.title}${r.summary}${r.body}`).not.toMatch(/仰望U9是仰望旗下的\S{0,3}纯电轿车/);
  });
});
