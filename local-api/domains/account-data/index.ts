import type { Domain } from '../../domain';
import { nowSeconds } from '../../db';
import { badRequest, notFound } from '../../http-error';
import { id, str } from '../../params';
import { RATE_LIMITS } from '../../rate-limit';
import { FileResponse } from '../../router';
import { revokeOtherSessions } from '../../auth';
import { checkCode, keepOnlyThisSession } from '../users';
import { accountCsv, collectAccountData } from './export';
import { listConsents } from './consents';
import {
  ACCOUNT_RECORDS_SCHEMA,
  DELETION_COOLING_OFF,
  cancelDeletion,
  pendingDeletion,
} from './records';
import { formatDate } from '../../../contract/format/time';

// My data and my account (PIPL Art. 15, 44–47): 下载我的信息 (export.ts), 注销账号 with a 15-day
// cooling-off that a login or 撤销注销 cancels (records.ts) and the purge after it (purge.ts), and
// 授权记录, every consent the site asked, each withdrawable (consents.ts). Every route is the
// token's own account only.

export const accountData: Domain = {
  name: 'account-data',
  schema: ACCOUNT_RECORDS_SCHEMA,
  routes(r, env) {
    // The account's data as one JSON or one CSV file; a few downloads an hour per account.
    r.get(
      'v1/user/data-export',
      (ctx) => {
        const format = str(ctx, 'format', 'json');
        if (format !== 'json' && format !== 'csv') throw badRequest('仅支持 JSON 或 CSV 格式');
        ctx.limit(RATE_LIMITS.dataExport, `u${ctx.user!.id}`);
        const now = nowSeconds();
        const data = collectAccountData(ctx.db, ctx.user!, now);
        const name = `xcx-my-data-${formatDate(now, 'YYYYMMDD-HHmmss')}.${format}`;
        const body = format === 'json' ? `${JSON.stringify(data, null, 2)}\n` : accountCsv(data);
        return new FileResponse(body, {
          'content-type':
            format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${name}"`,
        });
      },
      { auth: true },
    );

    r.get('v1/user/agreements', (ctx) => ({ list: listConsents(ctx.db, ctx.user!) }), {
      auth: true,
    });

    // 撤回 the login agreement: the record closes and every session of the account ends (the next
    // login asks for the agreement again). A lead's consent is withdrawn by v1/user/lead-withdraw.
    r.post(
      'v1/user/agreement-withdraw',
      (ctx) => {
        const consentId = id(ctx);
        const row = ctx.db
          .prepare(
            "SELECT id, withdrawn_at FROM consent_records WHERE id = ? AND user_id = ? AND kind = 'privacy'",
          )
          .get(consentId, ctx.user!.id) as { id: number; withdrawn_at: number | null } | undefined;
        if (!row) throw notFound('授权记录');
        if (row.withdrawn_at) return { id: row.id, withdrawn_at: row.withdrawn_at };
        const at = nowSeconds();
        ctx.db.transaction(() => {
          ctx.db
            .prepare('UPDATE consent_records SET withdrawn_at = ? WHERE id = ?')
            .run(at, row.id);
          revokeOtherSessions(ctx.db, ctx.user!.id);
        })();
        return { id: row.id, withdrawn_at: at };
      },
      { auth: true },
    );

    r.get(
      'v1/user/deletion',
      (ctx) => {
        const pending = pendingDeletion(ctx.db, ctx.user!.id);
        return {
          pending: Boolean(pending),
          requested_at: pending?.requested_at ?? null,
          purge_after: pending?.purge_after ?? null,
        };
      },
      { auth: true },
    );

    // 注销账号: proven by the SMS code of the account's own phone (POST v1/captcha {type: 'old-phone'}),
    // as a phone change is. Every other session ends; this one shows 注销中 until the purge.
    r.post(
      'v1/user/deletion',
      (ctx) => {
        const uid = ctx.user!.id;
        const existing = pendingDeletion(ctx.db, uid);
        if (existing) return { pending: true, ...existing };
        if (!checkCode(ctx.db, env, ctx.user!.phone, str(ctx, 'code')))
          throw badRequest('验证码错误或已过期');
        const now = nowSeconds();
        ctx.db.transaction(() => {
          ctx.db
            .prepare(
              'INSERT INTO account_deletions (user_id, requested_at, purge_after) VALUES (?, ?, ?)',
            )
            .run(uid, now, now + DELETION_COOLING_OFF);
          keepOnlyThisSession(ctx.db, env, uid, ctx.token);
        })();
        return { pending: true, requested_at: now, purge_after: now + DELETION_COOLING_OFF };
      },
      { auth: true },
    );

    r.post(
      'v1/user/deletion/cancel',
      (ctx) => ({ pending: false, cancelled: cancelDeletion(ctx.db, ctx.user!.id) }),
      { auth: true },
    );
  },
};
