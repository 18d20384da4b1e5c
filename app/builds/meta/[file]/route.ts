import { BUILD_ID } from '@/lib/build-id';

// Build metadata by id (§7: builds/meta/{buildId}.json). Only the running build is known.
export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const id = BUILD_ID;
  if (file !== `${id}.json`) {
    return Response.json(
      { message: 'build not found' },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }
  return Response.json(
    { id, matcher: { static: {}, dynamic: {} }, prerendered: [] },
    { headers: { 'cache-control': 'no-store' } },
  );
}
export const dynamic = 'force-dynamic';
