// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../helpers/local-api';
import { cardNames, seriesCards, topBlocks } from '@/local-api/domains/cars/mentions';
import { seriesMentions } from '@/local-api/domains/cars/related';
import { bodyParts } from '@/components/content/ArticleBody';
import type { RawSeriesCard } from '@/contract/api/series-card';

// The car cards of a piece: which series a text names (whole catalogue names, brand-less only where
// unambiguous) and where each card goes.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const seriesId = (brand: string, name: string) =>
  (
    api.db
      .prepare(
        'SELECT s.id FROM car_series s JOIN car_brands b ON b.id = s.brand_id WHERE b.name = ? AND s.name = ?',
      )
      .get(brand, name) as { id: number }
  ).id;
const named = (text: string) => seriesMentions(text, cardNames(api.db)).map((m) => m.id);
const cards = (body: string, title = '') => seriesCards(api.db, api.env, { title, body });

describe('the series a text names', () => {
  it('reads brand and series as one name, and never a shorter name inside it', () => {
    const liL6 = seriesId('理想', 'L6');
    const zhijiL6 = seriesId('智己', '智己L6');
    const yinheL6 = seriesId('吉利银河', '银河L6');
    expect(named('理想L6新款上市')).toEqual([liL6]);
    expect(named('智己L6冬季续航实测')).toEqual([zhijiL6]);
    expect(named('吉利银河L6推送OTA')).toEqual([yinheL6]);
    expect(named('开了一年银河L6')).toEqual([yinheL6]);
    // L6 alone is three cars' word: it names none of them.
    expect(named('今天终于提车了！L6，排了两个月')).toEqual([]);
    expect(cardNames(api.db).some((n) => n.name === 'L6')).toBe(false);
    // Nor is L60 (乐道L60) or a brand alone a series.
    expect(named('乐道L60上市')).toEqual([seriesId('乐道', '乐道L60')]);
    expect(named('理想推送新版本')).toEqual([]);
  });

  it('takes a brand-less name where only one series is called so, and keeps words apart', () => {
    expect(named('Model Y的后排')).toEqual([seriesId('特斯拉', 'Model Y')]);
    expect(named('蔚来ET5T和ET5怎么选')).toEqual([
      seriesId('蔚来', 'ET5T'),
      seriesId('蔚来', 'ET5'),
    ]);
    // 海豹08 is read before 海豹, and 海豹 alone stays 比亚迪海豹.
    expect(named('比亚迪海豹08对比海豹')).toEqual([
      seriesId('比亚迪', '海豹08'),
      seriesId('比亚迪', '海豹'),
    ]);
  });
});

describe('the cards of a piece', () => {
  it('shows each series once, placed after the block that first names it, in the order named', () => {
    const body =
      '<p>智己L6是一台中型轿车。</p>\n<p>智己L6和极氪007常被放在一起比较，智己L6更便宜。</p>\n<p>写在最后：极氪007的补能更快。</p>';
    const out = cards(body);
    expect(out.map((c) => c.name)).toEqual(['智己L6', '极氪007']);
    const blocks = topBlocks(body);
    expect(out.map((c) => c.at)).toEqual([blocks[0]!.end, blocks[1]!.end]);
    // The body cut at those places is whole paragraphs.
    const parts = bodyParts(
      body,
      out.map((c) => ({
        ...c,
        brandId: c.brand_id,
        saleStatus: c.sale_status,
        minPrice: c.min_price,
        maxPrice: c.max_price,
        minRange: c.min_range,
        maxRange: c.max_range,
      })),
    );
    expect(parts.map((p) => p.html.trim())).toEqual([
      '<p>智己L6是一台中型轿车。</p>',
      '<p>智己L6和极氪007常被放在一起比较，智己L6更便宜。</p>',
      '<p>写在最后：极氪007的补能更快。</p>',
    ]);
    expect(parts.map((p) => p.cards.map((c) => c.name))).toEqual([['智己L6'], ['极氪007'], []]);
  });

  it('an 理想L6 piece has no 智己L6 card, and words in tags and attributes name nothing', () => {
    const body =
      '<p>理想L6的指导价为24.98-27.98万元。</p>\n<figure><img src="/media/car/zhiji-L6.svg" alt="智己L6"><figcaption>图为实拍</figcaption></figure>\n<p>完</p>';
    expect(cards(body).map((c) => c.name)).toEqual(['理想L6']);
  });

  it('a series named only in the title or only in the last block goes at the end; a card carries its prices, range and a trim on sale', () => {
    const out = cards(
      '<p>冬天续航打了七五折。</p>\n<p>小米SU7的热泵很省电。</p>',
      '理想L9车主的冬天',
    );
    expect(out.map((c) => [c.name, c.at])).toEqual([
      ['小米SU7', null],
      ['理想L9', null],
    ]);
    const su7: RawSeriesCard = out[0]!;
    const row = api.db
      .prepare('SELECT min_price, max_price, min_range, max_range FROM car_series WHERE id = ?')
      .get(su7.id);
    expect({
      min_price: su7.min_price,
      max_price: su7.max_price,
      min_range: su7.min_range,
      max_range: su7.max_range,
    }).toEqual(row);
    const trim = api.db
      .prepare('SELECT series_id, sale_status, price FROM car_models WHERE id = ?')
      .get(su7.model!.id) as {
      series_id: number;
      sale_status: number;
      price: number;
    };
    expect(trim).toMatchObject({ series_id: su7.id, sale_status: 1 });
    expect(trim.price).toBe(su7.min_price);
  });

  it('a series not on sale yet has a card without a trim to compare', () => {
    const upcoming = api.db
      .prepare(
        'SELECT s.id, b.name brand, s.name FROM car_series s JOIN car_brands b ON b.id = s.brand_id WHERE s.sale_status = 3 ORDER BY s.id LIMIT 1',
      )
      .get() as { id: number; brand: string; name: string };
    const [card] = cards(
      `<p>${upcoming.brand}${upcoming.name.startsWith(upcoming.brand) ? upcoming.name.slice(upcoming.brand.length) : upcoming.name}即将上市</p>`,
    );
    expect(card).toMatchObject({ id: upcoming.id, sale_status: 3, model: null });
  });

  it('the article endpoint sends the cards of the piece', async () => {
    const row = api.db
      .prepare(
        "SELECT id FROM contents WHERE type = 1 AND title LIKE '智己L6对比极氪007%' ORDER BY id LIMIT 1",
      )
      .get() as { id: number };
    const res = await api.call<{ series_cards: RawSeriesCard[] }>('GET', `v1/article/${row.id}`);
    expect(res.body.data.series_cards.map((c) => c.name)).toEqual(['智己L6', '极氪007']);
    const lixiang = api.db
      .prepare(
        "SELECT id FROM contents WHERE type = 1 AND title LIKE '理想L6新款上市%' ORDER BY id LIMIT 1",
      )
      .get() as { id: number };
    const res2 = await api.call<{ series_cards: RawSeriesCard[] }>(
      'GET',
      `v1/article/${lixiang.id}`,
    );
    expect(res2.body.data.series_cards.map((c) => c.name)).toEqual(['理想L6']);
  });
});
