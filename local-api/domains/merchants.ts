import type { RawMerchantApplication, RawMerchantUpload } from '../../contract/api/info';
import { firstError, normalizePhone, validateMerchant } from '../../contract/forms';
import { nowSeconds } from '../db';
import type { ApiEnv } from '../env';
import { badRequest } from '../http-error';
import { absMedia } from '../media-path';
import type { Ctx, Router } from '../router';
import { imageFromRequest, saveUpload, uploadRel } from '../uploads';

// A dealer applies to join (商户入驻, spec §7 "Dealer and market: apply-join, phone-check, upload"):
// the business licence picture goes up first (upload), the phone is checked (phone-check with
// scene=join, answered here), then the application (apply-join) names the uploaded picture.
// Tables (schema in info.ts): merchant_applications, merchant_uploads (who uploaded which file).

const PENDING_ACCOUNT = '你已提交过信息，请等待工作人员联系';

/**
 * phone-check for a join: whether the caller's own pending application already uses the phone.
 * Another account's application is not told: the check is no oracle of who applied with a number.
 */
export function joinPhoneCheck(ctx: Ctx, phone: string) {
  const taken = ctx.db
    .prepare('SELECT 1 FROM merchant_applications WHERE phone = ? AND user_id = ? AND status = 0')
    .get(phone, ctx.user!.id);
  return { valid: true, submitted: Boolean(taken) };
}

export function merchantRoutes(r: Router, env: ApiEnv): void {
  r.post(
    'v1/dealer/dealer/upload',
    (ctx): RawMerchantUpload => {
      const data = imageFromRequest(ctx.body, ctx.raw, String(ctx.headers['content-type'] ?? ''));
      const saved = saveUpload(env, data, ['png', 'jpg', 'webp']);
      ctx.db
        .prepare('INSERT INTO merchant_uploads (user_id, file, created_at) VALUES (?, ?, ?)')
        .run(ctx.user!.id, saved.file, nowSeconds());
      return {
        url: absMedia(env, `media/upload/${saved.file}`),
        size: saved.size,
        mime: saved.mime,
      };
    },
    { auth: true },
  );

  r.post(
    'v1/dealer/dealer/apply-join',
    ({ db, body, user }): RawMerchantApplication => {
      const field = (name: string) => String(body[name] ?? '').trim();
      const input = {
        name: field('name'),
        phone: normalizePhone(field('phone')),
        company: field('company'),
        city: field('city'),
        brand: field('brand'),
        licence: field('licence'),
      };
      const problem = firstError(validateMerchant(input));
      if (problem) throw badRequest(problem);
      // The licence must be a picture this account uploaded here, not any URL.
      const rel = uploadRel(env, input.licence);
      const file = rel?.slice('media/upload/'.length);
      if (
        !file ||
        !db
          .prepare('SELECT 1 FROM merchant_uploads WHERE user_id = ? AND file = ?')
          .get(user!.id, file)
      )
        throw badRequest('营业执照照片无效，请重新上传');
      if (
        db
          .prepare('SELECT 1 FROM merchant_applications WHERE user_id = ? AND status = 0')
          .get(user!.id)
      )
        throw badRequest(PENDING_ACCOUNT);
      // Another account's application with the same phone is not named (it would tell whose number it is):
      // both go to review.
      const now = nowSeconds();
      const info = db
        .prepare(
          'INSERT INTO merchant_applications (user_id, name, phone, company, city, brand, licence, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(user!.id, input.name, input.phone, input.company, input.city, input.brand, rel, now);
      return {
        id: Number(info.lastInsertRowid),
        status: 0,
        ...input,
        licence: absMedia(env, rel),
        created_at: now,
      };
    },
    { auth: true },
  );

  r.get(
    'v1/market/my-information',
    ({ db, user }): RawMerchantApplication | null => {
      const row = db
        .prepare(
          'SELECT id, name, phone, company, city, brand, licence, status, created_at FROM merchant_applications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(user!.id) as RawMerchantApplication | undefined;
      return row ? { ...row, licence: absMedia(env, row.licence) } : null;
    },
    { auth: true },
  );
}
