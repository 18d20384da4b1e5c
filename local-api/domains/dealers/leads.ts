import type {
  RawConsultResult,
  RawDiscountPop,
  RawLeadResult,
  RawPhoneCheck,
} from '../../../contract/api/dealer';
import { countOf, nowSeconds, rowOr404 } from '../../db';
import type { ApiEnv } from '../../env';
import { badRequest, HttpError, notFound } from '../../http-error';
import { FORM_MESSAGES, PHONE_PATTERN, validateName } from '../../../contract/forms';
import { bool, id, int, str } from '../../params';
import { RATE_LIMITS } from '../../rate-limit';
import type { Ctx, Router } from '../../router';
import { checkCode } from '../users';
import { joinPhoneCheck } from '../merchants';
import { modelRef, seriesCard, seriesRef } from '../car-refs';
import { deliverLead } from './lead-privacy';
import { issueUndoKey } from '../undo';
import {
  cityParam,
  CONSULT_TYPES,
  dealerSells,
  dealersForSeries,
  getDealer,
  type ActivityRow,
} from './rows';
import { recordConsent, requireConsent } from '../consents';
import { NO_STORE_MESSAGE } from '../../../contract/lead-consent';

// The leads people leave with dealers: activity sign-ups, 询底价 and friends (consults), discount
// claims and phone clues, and the phone check before one.

/** Lead-form words and the phone rule: the web app's contract/forms.ts, imported, not copied. */
const LEAD_MESSAGES = { name: FORM_MESSAGES.name, phone: FORM_MESSAGES.phone } as const;

export function checkLead(body: Record<string, unknown>): { name: string; phone: string } {
  const name = String(body.name ?? '').trim();
  const phone = String(body.phone ?? '').replace(/[\s-]/g, '');
  const nameProblem = validateName(name);
  if (nameProblem) throw badRequest(nameProblem);
  if (!PHONE_PATTERN.test(phone)) throw badRequest(LEAD_MESSAGES.phone);
  return { name, phone };
}

/**
 * A lead's phone must be proven: it is the signed-in caller's own account phone (an
 * account is opened and moves phone only by an SMS code), or the request carries that phone's SMS
 * code. Leads are limited per address, and per proven phone a day, so made-up numbers cannot fill
 * an event's places or flood a dealer, and failed guesses do not spend a real phone's leads.
 */
export function proveLeadPhone(ctx: Ctx, env: ApiEnv, phone: string): void {
  ctx.limit(RATE_LIMITS.leadAddress, ctx.address);
  proveCappedPhone(ctx, env, phone);
}

/** The phone proved (`provePhone`), then counted against the per-phone daily lead cap. */
export function proveCappedPhone(ctx: Ctx, env: ApiEnv, phone: string): void {
  provePhone(ctx, env, phone);
  ctx.limit(RATE_LIMITS.leadPhone, phone);
}

/** The phone is the signed-in caller's own, or the request carries its SMS code (`code`); else a Chinese 400. */
function provePhone(ctx: Ctx, env: ApiEnv, phone: string): void {
  if (ctx.user && ctx.user.phone === phone) return;
  const code = String(ctx.body.code ?? '').trim();
  if (!code)
    throw badRequest(
      ctx.user ? '该手机号不是您账号绑定的手机号，请填写短信验证码' : '请填写短信验证码',
    );
  if (!checkCode(ctx.db, env, phone, code)) throw badRequest('验证码错误或已过期');
}

export function leadRoutes(r: Router, env: ApiEnv): void {
  // Activity sign-up: name + phone; a phone signs up once per activity.
  r.post('v1/dealer/dealer-activity/sign', (ctx) => {
    const activityId = id(ctx);
    const row = rowOr404<ActivityRow>(
      ctx.db,
      '活动',
      'SELECT * FROM dealer_activities WHERE id = ?',
      activityId,
    );
    const { name, phone } = checkLead(ctx.body);
    if (row.end_at < nowSeconds()) throw badRequest('活动已结束');
    const signed = countOf(
      ctx.db,
      'SELECT COUNT(*) n FROM dealer_activity_signs WHERE activity_id = ?',
      activityId,
    );
    if (signed >= row.quota) throw badRequest('名额已满');
    if (
      ctx.db
        .prepare('SELECT 1 FROM dealer_activity_signs WHERE activity_id = ? AND phone = ?')
        .get(activityId, phone)
    ) {
      throw badRequest('该手机号已报名');
    }
    // One place per account too: a logged-in caller cannot fill an event with other numbers.
    if (
      ctx.user &&
      ctx.db
        .prepare('SELECT 1 FROM dealer_activity_signs WHERE activity_id = ? AND user_id = ?')
        .get(activityId, ctx.user.id)
    ) {
      throw badRequest('您已报名该活动');
    }
    requireConsent(ctx);
    proveLeadPhone(ctx, env, phone);
    const info = ctx.db
      .prepare(
        'INSERT INTO dealer_activity_signs (activity_id, user_id, name, phone, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(activityId, ctx.user?.id ?? null, name, phone, nowSeconds());
    const signId = Number(info.lastInsertRowid);
    recordConsent(ctx.db, {
      userId: ctx.user?.id ?? null,
      phone,
      kind: 'activity',
      refId: signId,
      dealerIds: [row.dealer_id],
    });
    return { signed: signed + 1, id: signId, undo_key: issueUndoKey(ctx.db, 'sign', signId) };
  });

  r.post('v1/dealer/dealer/phone-check', (ctx): RawPhoneCheck => {
    const phone = String(ctx.body.phone ?? '').replace(/[\s-]/g, '');
    if (!PHONE_PATTERN.test(phone)) throw badRequest(LEAD_MESSAGES.phone);
    // A dealer's application to join checks its phone too (merchants.ts); only a signed-in applicant may ask.
    if (str(ctx, 'scene') === 'join') {
      if (!ctx.user) throw new HttpError(401, '请先登录');
      return joinPhoneCheck(ctx, phone);
    }
    const seriesId = int(ctx, 'series_id', 0);
    const since = nowSeconds() - 7 * 86400;
    // Only the caller's own leads count: an anonymous caller cannot learn whether a phone asked before.
    const uid = ctx.user?.id ?? null;
    const recent =
      uid !== null &&
      ctx.db
        .prepare(
          `SELECT 1 FROM dealer_leads WHERE phone = ? AND user_id = ? AND created_at > ?${seriesId ? ' AND series_id = ?' : ''}`,
        )
        .get(...(seriesId ? [phone, uid, since, seriesId] : [phone, uid, since]));
    return { valid: true, submitted: Boolean(recent) };
  });

  const leadTarget = (
    ctx: Ctx,
  ): Pick<RawDiscountPop, 'type' | 'series_id' | 'model_id' | 'model_name'> => {
    // type 1: id is a series; type 2: id is a model.
    const type = int(ctx, 'type', 1);
    if (type !== 1 && type !== 2) throw notFound('车型');
    const targetId = id(ctx);
    if (type === 2) {
      const model = modelRef(ctx.db, targetId);
      if (!model) throw notFound('车型');
      return { type, series_id: model.series_id, model_id: model.id, model_name: model.name };
    }
    if (!seriesRef(ctx.db, targetId)) throw notFound('车系');
    return { type, series_id: targetId, model_id: null, model_name: null };
  };

  const dealerParam = (ctx: Ctx, seriesId: number) => {
    const dealerId = int(ctx, 'dealer_id', 0);
    if (!dealerId) return null;
    if (!getDealer(ctx.db, dealerId)) throw notFound('经销商');
    if (!dealerSells(ctx.db, dealerId, seriesId)) throw badRequest('该门店暂不销售此车系');
    return dealerId;
  };

  r.get('v1/dealer/dealer/discount-pop', (ctx): RawDiscountPop => {
    const target = leadTarget(ctx);
    const series = seriesRef(ctx.db, target.series_id)!;
    const city = cityParam(ctx);
    const best = ctx.db
      .prepare(
        `SELECT MAX(ds.discount) max_discount, MIN(ds.deadline) deadline, COUNT(*) dealers FROM dealer_series ds
         JOIN dealers d ON d.id = ds.dealer_id WHERE ds.series_id = ? AND d.city_code = ?`,
      )
      .get(series.id, city.code) as {
      max_discount: number | null;
      deadline: number | null;
      dealers: number;
    };
    const received = countOf(
      ctx.db,
      "SELECT COUNT(*) n FROM dealer_leads WHERE series_id = ? AND source = 'discount'",
      series.id,
    );
    return {
      ...target,
      series: seriesCard(env, series),
      city_code: city.code,
      city: city.name,
      max_discount: best.max_discount ?? 0,
      deadline: best.deadline,
      dealer_count: best.dealers,
      // Seeded interest plus real claims, so the number moves when someone claims.
      received_count: 120 + ((series.id * 37) % 900) + received,
    };
  });

  /** A lead goes to a chosen store or to the city's stores selling the series; with none, nobody would call. */
  const needStores = (ctx: Ctx, seriesId: number, dealerId: number | null, cityCode: string) => {
    if (!dealerId && dealersForSeries(env, ctx.db, seriesId, cityCode, null).length === 0)
      throw badRequest(NO_STORE_MESSAGE);
  };

  const saveLead = (ctx: Ctx, source: string): RawLeadResult => {
    const target = leadTarget(ctx);
    const { name, phone } = checkLead(ctx.body);
    const dealerId = dealerParam(ctx, target.series_id);
    const city = cityParam(ctx);
    needStores(ctx, target.series_id, dealerId, city.code);
    requireConsent(ctx);
    proveLeadPhone(ctx, env, phone);
    const onlineOnly = bool(ctx, 'online_only');
    const info = ctx.db
      .prepare(
        `INSERT INTO dealer_leads (source, type, user_id, series_id, model_id, dealer_id, city_code, name, phone, created_at, online_only)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        source,
        target.type,
        ctx.user?.id ?? null,
        target.series_id,
        target.model_id,
        dealerId,
        city.code,
        name,
        phone,
        nowSeconds(),
        onlineOnly ? 1 : 0,
      );
    const leadId = Number(info.lastInsertRowid);
    const dealers = deliverLead(env, ctx.db, {
      id: leadId,
      seriesId: target.series_id,
      modelId: target.model_id,
      dealerId,
      cityCode: city.code,
    });
    recordConsent(ctx.db, {
      userId: ctx.user?.id ?? null,
      phone,
      kind: 'discount',
      refId: leadId,
      dealerIds: dealers.map((d) => d.id),
    });
    return {
      id: leadId,
      dealer_count: dealerId ? 1 : dealers.length,
      dealers,
      undo_key: issueUndoKey(ctx.db, 'lead', leadId),
    };
  };

  // 领取优惠 / 询底价 from the series and model pages: no login needed, the phone is the contact.
  r.post('v1/dealer/dealer/receive', (ctx) => saveLead(ctx, 'discount'));

  r.post(
    'v1/dealer/dealer/create-consult',
    (ctx): RawConsultResult => {
      const consultType = int(ctx, 'consult_type', 1);
      if (!CONSULT_TYPES.some((t) => t.type === consultType)) throw notFound('咨询类型');
      const seriesId = id(ctx, 'series_id');
      const series = seriesRef(ctx.db, seriesId);
      if (!series) throw notFound('车系');
      const { name, phone } = checkLead(ctx.body);
      const dealerId = dealerParam(ctx, seriesId);
      const city = cityParam(ctx);
      needStores(ctx, seriesId, dealerId, city.code);
      requireConsent(ctx);
      proveLeadPhone(ctx, env, phone);
      const info = ctx.db
        .prepare(
          `INSERT INTO dealer_leads (source, type, user_id, series_id, model_id, dealer_id, city_code, name, phone, created_at, online_only)
           VALUES ('consult', ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          consultType,
          ctx.user!.id,
          seriesId,
          dealerId,
          city.code,
          name,
          phone,
          nowSeconds(),
          bool(ctx, 'online_only') ? 1 : 0,
        );
      const leadId = Number(info.lastInsertRowid);
      const dealers = deliverLead(env, ctx.db, {
        id: leadId,
        seriesId,
        modelId: null,
        dealerId,
        cityCode: city.code,
      });
      recordConsent(ctx.db, {
        userId: ctx.user!.id,
        phone,
        kind: 'consult',
        refId: leadId,
        dealerIds: dealers.map((d) => d.id),
      });
      return {
        id: leadId,
        consult_type: consultType,
        series: seriesCard(env, series),
        city: city.name,
        dealer_count: dealerId ? 1 : dealers.length,
        dealers,
        undo_key: issueUndoKey(ctx.db, 'lead', leadId),
      };
    },
    { auth: true },
  );

  // Tapping a dealer's phone: the number to dial comes back; a logged-in caller's tap is recorded
  // as a clue (an anonymous one proves no one, so it is not a lead).
  r.post('v1/dealer/dealer/clue-phone', (ctx) => {
    const dealerId = id(ctx, 'dealer_id');
    const dealer = getDealer(ctx.db, dealerId);
    if (!dealer) throw notFound('经销商');
    if (!ctx.user) return { phone: dealer.phone, recorded: false };
    ctx.limit(RATE_LIMITS.leadAddress, ctx.address);
    const seriesId = int(ctx, 'series_id', 0) || null;
    ctx.db
      .prepare(
        "INSERT INTO dealer_leads (source, type, user_id, series_id, dealer_id, city_code, created_at) VALUES ('phone', 0, ?, ?, ?, ?, ?)",
      )
      .run(ctx.user?.id ?? null, seriesId, dealerId, dealer.city_code, nowSeconds());
    return { phone: dealer.phone, recorded: true };
  });
}
