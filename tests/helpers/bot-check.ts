import type { TestApi } from './local-api';

// The bot-check picture is pixels with noise (local-api/bot-picture.ts): a test does not read it,
// it looks the answer up where the API keeps it, as only the server can.

/** The answer of a challenge the API drew and has not used up yet. */
export function botAnswer(api: Pick<TestApi, 'db'>, challenge: string): string {
  const row = api.db.prepare('SELECT answer FROM bot_challenges WHERE id = ?').get(challenge) as
    { answer: string } | undefined;
  if (!row) throw new Error(`no live challenge ${challenge}`);
  return row.answer;
}

/** A fresh challenge drawn for `ip`, solved: the body fields a guarded request carries. */
export async function solvedBotCheck(
  api: TestApi,
  ip: string,
): Promise<{ geetest_challenge: string; geetest_validate: string }> {
  const res = await fetch(`${api.base}/v1/geetest`, { headers: { 'x-real-ip': ip } });
  const { data } = (await res.json()) as { data: { challenge: string; image: string } };
  return { geetest_challenge: data.challenge, geetest_validate: botAnswer(api, data.challenge) };
}
