import 'server-only';
import { redirect } from 'next/navigation';
import { checkToken } from '@/lib/api/auth';
import type { UserProfile } from '@/lib/api/types';
import { loginHref } from '@/lib/routes';
import { requestContext } from './request';

/**
 * For login-gated pages: the edge gate only sees that a token cookie exists, so the token is
 * checked with the API here. An invalid or expired one goes to /login?redirect= (this page);
 * an API that cannot answer is an error, not a reason to log the user out.
 */
export async function requireUser(): Promise<{ token: string; user: UserProfile }> {
  const ctx = await requestContext();
  if (!ctx.token) redirect(loginHref(ctx.fullPath));
  const state = await checkToken({ token: ctx.token });
  if (!state.valid || !state.user) redirect(loginHref(ctx.fullPath));
  return { token: ctx.token, user: state.user };
}
