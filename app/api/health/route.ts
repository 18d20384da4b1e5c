import { BUILD_ID } from '@/lib/build-id';

// Readiness probe for scripts and benchmarks; the middleware skips /api, so no redirect.
export function GET() {
  return Response.json({ ok: true, build: BUILD_ID }, { headers: { 'cache-control': 'no-store' } });
}
export const dynamic = 'force-dynamic';
