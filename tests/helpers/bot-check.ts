import type { TestApi } from './local-api';

/** Reads the sum off a drawn bot-check SVG, as a person reads the picture. */
export function solveBotImage(image: string): string {
  const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
  const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  const m = /^(\d+)([+-])(\d+)=\?$/.exec(text.replace(/\s/g, ''));
  if (!m) throw new Error(`no sum in the challenge: ${text}`);
  return String(m[2] === '+' ? Number(m[1]) + Number(m[3]) : Number(m[1]) - Number(m[3]));
}

/** A fresh challenge drawn for `ip`, solved: the body fields a guarded request carries. */
export async function solvedBotCheck(api: TestApi, ip: string): Promise<{ geetest_challenge: string; geetest_validate: string }> {
  const res = await fetch(`${api.base}/v1/geetest`, { headers: { 'x-real-ip': ip } });
  const { data } = (await res.json()) as { data: { challenge: string; image: string } };
  return { geetest_challenge: data.challenge, geetest_validate: solveBotImage(data.image) };
}
