import { BUILD_ID } from '@/lib/build-id';

// The new-build check reads this (§7: builds/latest.json with a timestamp query, reads `id`).
export function GET() {
  return Response.json(
    { id: BUILD_ID, timestamp: Math.floor(Date.now() / 1000) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
export const dynamic = 'force-dynamic';
