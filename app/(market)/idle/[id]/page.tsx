import type { Metadata } from 'next';
import { IdleDetailView, readSimilarIdle } from '@/components/idle/IdleDetailView';
import { getIdle } from '@/lib/api/idle';
import { formatPrice } from '@/contract/format/number';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { idOr404, recordPage, type IdRouteProps } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

// /idle/{id} and /garage-sale/{id} are one screen (spec §2); /idle/{id} is the canonical address.

const page = recordPage(
  (call, id) => getIdle(id, call),
  (item): Metadata => ({
    title: shareTitle(`${item.title} ${formatPrice(item.price)}`),
    description: shareDescription(item.description),
    alternates: { canonical: `/idle/${item.id}` },
  }),
  { title: '车源不存在' },
);
export const generateMetadata = page.generateMetadata;

export default async function IdlePage(props: IdRouteProps) {
  const id = idOr404((await props.params).id);
  const similar = readSimilarIdle(id, await serverCall());
  const item = await page.record(props);
  await settleReads([similar]);
  return <IdleDetailView item={item} similar={similar} />;
}
