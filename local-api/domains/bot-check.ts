import crypto from 'node:crypto';
import type { BotScene, RawBotChallenge, RawBotRequired } from '../../contract/api/bot-check';
import { nowSeconds } from '../db';
import type { Domain } from '../domain';
import { HttpError } from '../http-error';
import { str } from '../params';
import { drawQuestionPng } from '../bot-picture';
import { RATE_LIMITS } from '../rate-limit';
import type { Ctx } from '../router';

// The bot check before SMS codes and password logins. GeeTest's service cannot run
// here, so the API answers its two calls (GET v1/auth/is-geetest, GET v1/geetest) with a challenge
// of its own: a small sum drawn as a noisy raster picture (bot-picture.ts: pixels, no text to read),
// its answer kept on the server for two minutes and good for one try. The check is asked for once a phone or an address has asked for 3 codes
// within an hour, or a phone has had 3 failed password logins (scaled like every limit, so the
// browser tests, all from one address, stay unchallenged unless they mean to be).

const CHALLENGE_TTL = 120;

const subjectsOf = (
  ctx: Ctx,
  scene: BotScene,
  phone: string,
): [typeof RATE_LIMITS.botSms, string][] =>
  scene === 'sms'
    ? [
        [RATE_LIMITS.botSms, `p${phone}`],
        [RATE_LIMITS.botSms, `a${ctx.address}`],
      ]
    : [[RATE_LIMITS.botLogin, phone]];

/** Whether the scene needs a solved challenge now (a counter of the scene is full). */
function botCheckRequired(ctx: Ctx, scene: BotScene, phone: string): boolean {
  return subjectsOf(ctx, scene, phone).some(([rule, subject]) => {
    try {
      ctx.limit(rule, subject, { peek: true });
      return false;
    } catch {
      return true;
    }
  });
}

/** Counts one code asked for (sms) or one failed password (login) towards the check. */
export function countForBotCheck(ctx: Ctx, scene: BotScene, phone: string): void {
  for (const [rule, subject] of subjectsOf(ctx, scene, phone)) {
    try {
      ctx.limit(rule, subject);
    } catch {
      // Full: the check is required from now on; nothing more to count.
    }
  }
}

/** Refuses the request unless the check is not required or the request carries a solved challenge. */
export function guardBotCheck(ctx: Ctx, scene: BotScene, phone: string): void {
  if (!botCheckRequired(ctx, scene, phone)) return;
  const id = String(ctx.body.geetest_challenge ?? '');
  const answer = String(ctx.body.geetest_validate ?? '').trim();
  if (!id || !answer) throw new HttpError(400, '请先完成安全验证');
  const row = ctx.db
    .prepare('SELECT answer, expires_at FROM bot_challenges WHERE id = ?')
    .get(id) as { answer: string; expires_at: number } | undefined;
  // One try per challenge, right or wrong.
  ctx.db.prepare('DELETE FROM bot_challenges WHERE id = ?').run(id);
  if (!row || row.expires_at < nowSeconds() || row.answer !== answer)
    throw new HttpError(400, '安全验证未通过，请重试');
}

/** A question of the form `a + b` or `a - b` (positive results), with its answer. */
function drawQuestion(): { text: string; answer: string } {
  const a = crypto.randomInt(10, 50);
  const b = crypto.randomInt(1, 10);
  return crypto.randomInt(0, 2) === 0
    ? { text: `${a} + ${b} = ?`, answer: String(a + b) }
    : { text: `${a} - ${b} = ?`, answer: String(a - b) };
}

export const botCheck: Domain = {
  name: 'bot-check',
  schema: `
    CREATE TABLE IF NOT EXISTS bot_challenges (id TEXT PRIMARY KEY, answer TEXT NOT NULL, expires_at INTEGER NOT NULL);
  `,
  routes(r) {
    r.get('v1/auth/is-geetest', (ctx): RawBotRequired => {
      const scene: BotScene = str(ctx, 'scene') === 'login' ? 'login' : 'sms';
      return { is_geetest: botCheckRequired(ctx, scene, str(ctx, 'phone')) };
    });

    r.get('v1/geetest', (ctx): RawBotChallenge => {
      ctx.limit(RATE_LIMITS.botChallenge, ctx.address);
      const now = nowSeconds();
      ctx.db.prepare('DELETE FROM bot_challenges WHERE expires_at < ?').run(now);
      const { text, answer } = drawQuestion();
      const id = crypto.randomBytes(16).toString('hex');
      ctx.db
        .prepare('INSERT INTO bot_challenges (id, answer, expires_at) VALUES (?, ?, ?)')
        .run(id, answer, now + CHALLENGE_TTL);
      return {
        challenge: id,
        image: `data:image/png;base64,${drawQuestionPng(text).toString('base64')}`,
        expires_in: CHALLENGE_TTL,
      };
    });
  },
};
