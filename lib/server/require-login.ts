import 'server-only';
import { redirect } from 'next/navigation';
import { checkToken } from '@/lib/api/auth';
import { ApiError, type CallOptions } from '@/lib/api/http';
import type { UserProfile } from '@/lib/api/types';
import { loginHref } from '@/lib/routes';
import { requestContext } from './request';

/**
 * Login-gated pages check the token on the server too (the edge gate alone has been bypassed in
 * past Next.js advisories): without a valid token the visitor goes to /login with this page as
 * the return target. Returns the call options for the page's own API calls.
 */
export async function requireLogin(): Promise<{ call: CallOptions; user: UserProfile | null }> {
  const ctx = await requestContext();
  const target = loginHref(ctx.fullPath);
  if (!ctx.token) redirect(target);
  let state: Awaited<ReturnType<typeof checkToken>>;
  try {
    state = await checkToken({ token: ctx.token });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 460)) redirect(target);
    throw err;
  }
  if (!state.valid) redirect(target);
  return { call: { token: ctx.token }, user: state.user };
}
