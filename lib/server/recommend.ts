import 'server-only';
import { cookies } from 'next/headers';
import { RECOMMEND_COOKIE } from '@/contract/recommend';
import { requestContext } from './request';

/**
 * Whether the page asks the API for the personalised 推荐 order: an anonymous reader's `xcx_rec`
 * cookie says; a signed-in reader's account setting is applied by the API itself.
 */
export async function wantsPersonalised(): Promise<boolean> {
  const ctx = await requestContext();
  if (ctx.token) return true;
  return (await cookies()).get(RECOMMEND_COOKIE)?.value !== '0';
}
