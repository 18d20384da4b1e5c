// Readiness probe for scripts and benchmarks; the middleware skips /api, so no redirect.
export function GET() {
  return Response.json(
    { ok: true, build: process.env.NEXT_PUBLIC_BUILD_ID ?? '' },
    { headers: { 'cache-control': 'no-store' } },
  );
}
export const dynamic = 'force-dynamic';
