import { getTestRun } from '@/lib/api/ranking';
import { toCsv } from '@/contract/format/csv';
import { parseId } from '@/lib/params';
import { serverCall } from '@/lib/server/request';

// A range test's run as a CSV download: the local API's rows, one line each.
// A test without a run, a missing and a malformed id answer 404; an outage propagates (5xx).

const notFoundText = () =>
  new Response('页面未找到：测试或行驶记录不存在', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

export async function GET(
  _req: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const id = parseId((await params).id);
  if (id === undefined) return notFoundText();
  const run = await getTestRun(id, await serverCall());
  if (!run) return notFoundText();
  return new Response(toCsv(run.columns, run.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="xinchuxing-test-${id}-run.csv"`,
      'cache-control': 'no-store',
    },
  });
}
