import { countOf } from '../../db';
import type {
  RawDealerActivityDetail,
  RawDealerDetail,
  RawDealerPhotos,
  RawSaleConsultant,
} from '../../../contract/api/dealer';
import type { ApiEnv } from '../../env';
import { notFound } from '../../http-error';
import { absMedia } from '../../media-path';
import { id, int, listResult, paging } from '../../params';
import type { Router } from '../../router';
import { seriesCard, seriesRef } from '../car-refs';
import {
  activityCard,
  cityParam,
  dealerCard,
  dealersForSeries,
  getDealer,
  originParam,
  promotionsOf,
  type ActivityRow,
} from './rows';

// A dealer's pages: the store, its photos, activities and consultants, an activity, and the
// stores of a series in a city (the 询底价 / 试驾 store pickers).

export function dealerRoutes(r: Router, env: ApiEnv): void {
  r.get('v1/dealer/dealer/detail', (ctx): RawDealerDetail => {
    const row = getDealer(ctx.db, id(ctx));
    if (!row) throw notFound('经销商');
    const sid = int(ctx, 'sid', 0);
    // A series named in the URL must exist: /car/dealer/{id}/{sid} with an unknown sid is a 404.
    if (sid > 0 && !seriesRef(ctx.db, sid)) throw notFound('车系');
    const promotions = promotionsOf(env, ctx.db, row.id, sid > 0 ? sid : undefined);
    const photos = countOf(
      ctx.db,
      'SELECT COUNT(*) n FROM dealer_photos WHERE dealer_id = ?',
      row.id,
    );
    const cover = ctx.db
      .prepare('SELECT image, title FROM dealer_photos WHERE dealer_id = ? ORDER BY sort LIMIT 4')
      .all(row.id) as { image: string; title: string }[];
    return {
      ...dealerCard(env, row),
      intro: row.intro,
      photo_count: photos,
      photos: cover.map((p) => absMedia(env, p.image)),
      photo_titles: cover.map((p) => p.title),
      promotions,
      series_count: countOf(
        ctx.db,
        'SELECT COUNT(*) n FROM dealer_series WHERE dealer_id = ?',
        row.id,
      ),
    };
  });

  r.get('v1/dealer/dealer/photos', (ctx): RawDealerPhotos => {
    const row = getDealer(ctx.db, id(ctx));
    if (!row) throw notFound('经销商');
    const photos = ctx.db
      .prepare('SELECT id, image, title FROM dealer_photos WHERE dealer_id = ? ORDER BY sort')
      .all(row.id) as {
      id: number;
      image: string;
      title: string;
    }[];
    return {
      dealer: dealerCard(env, row),
      list: photos.map((p) => ({ id: p.id, title: p.title, image: absMedia(env, p.image) })),
    };
  });

  // A dealer's content: its activities, newest first (sid narrows to one series).
  r.get('v1/dealer/dealer/content', (ctx) => {
    const dealerId = id(ctx);
    if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
    const p = paging(ctx);
    const sid = int(ctx, 'sid', 0);
    const where = `dealer_id = ?${sid > 0 ? ' AND series_id = ?' : ''}`;
    const args = sid > 0 ? [dealerId, sid] : [dealerId];
    const total = countOf(
      ctx.db,
      `SELECT COUNT(*) n FROM dealer_activities WHERE ${where}`,
      ...args,
    );
    const rows = ctx.db
      .prepare(
        `SELECT * FROM dealer_activities WHERE ${where} ORDER BY start_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, p.perPage, p.offset) as ActivityRow[];
    return listResult(
      rows.map((a) => activityCard(env, ctx.db, a)),
      p,
      total,
    );
  });

  r.get('v1/dealer/dealer/get-sale', (ctx): RawSaleConsultant[] => {
    const dealerId = id(ctx);
    if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
    const rows = ctx.db
      .prepare(
        'SELECT id, name, avatar, phone, title, years FROM dealer_sales WHERE dealer_id = ? ORDER BY id',
      )
      .all(dealerId) as {
      id: number;
      name: string;
      avatar: string;
      phone: string;
      title: string;
      years: number;
    }[];
    return rows.map((s) => ({ ...s, avatar: absMedia(env, s.avatar) }));
  });

  r.get('v1/dealer/dealer-activity/detail', (ctx): RawDealerActivityDetail => {
    const row = ctx.db.prepare('SELECT * FROM dealer_activities WHERE id = ?').get(id(ctx)) as
      ActivityRow | undefined;
    const type = int(ctx, 'type', 0);
    if (!row || (type && row.type !== type)) throw notFound('活动');
    const dealer = getDealer(ctx.db, row.dealer_id)!;
    const series = row.series_id ? seriesRef(ctx.db, row.series_id) : undefined;
    const mine = ctx.user
      ? Boolean(
          ctx.db
            .prepare('SELECT 1 FROM dealer_activity_signs WHERE activity_id = ? AND user_id = ?')
            .get(row.id, ctx.user.id),
        )
      : false;
    return {
      ...activityCard(env, ctx.db, row),
      body: row.body,
      address: row.address,
      dealer: dealerCard(env, dealer),
      series: series ? seriesCard(env, series) : null,
      is_signed: mine,
    };
  });

  // Dealers of a series in a city (the 询底价 / 试驾 store pickers), nearest first with lat/lng.
  r.post('v1/dealer/dealer-drive/get-dealership', (ctx) => {
    const seriesId = id(ctx, 'series_id');
    if (!seriesRef(ctx.db, seriesId)) throw notFound('车系');
    const city = cityParam(ctx);
    const list = dealersForSeries(env, ctx.db, seriesId, city.code, originParam(ctx));
    const p = paging(ctx);
    return listResult(list.slice(p.offset, p.offset + p.perPage), p, list.length);
  });
}
