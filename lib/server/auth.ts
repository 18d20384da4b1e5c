import 'server-only';
import { redirect } from 'next/navigation';
import { checkToken } from '@/lib/api/auth';
import { ApiError, type CallOptions } from '@/lib/api/http';
import type { UserProfile } from '@/lib/api/types';
import { loginHref } from '@/lib/routes';
import { requestContext, serverCall } from './request';

/**
 * The one session read of a login-gated page. The edge gate only sees that a token cookie exists
 * (and has been bypassed in past Next.js advisories), so the token is checked with the API here:
 * without a valid one the visitor goes to /login with this page as the return target; an API that
 * cannot answer is an error, not a reason to log the user out. Returns the call options for the
 * page's own API calls and the user.
 */
export async function requireLogin(): Promise<{ call: CallOptions; user: UserProfile }> {
  const ctx = await requestContext();
  const target = loginHref(ctx.fullPath);
  if (!ctx.token) redirect(target);
  const call = await serverCall();
  let state: Awaited<ReturnType<typeof checkToken>>;
  try {
    state = await checkToken(call);
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 460)) redirect(target);
    throw err;
  }
  if (!state.valid || !state.user) redirect(target);
  return { call, user: state.user };
}
