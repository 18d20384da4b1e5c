import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IdleDetailView, readSimilarIdle } from '@/components/idle/IdleDetailView';
import { getIdle } from '@/lib/api/idle';
import { formatPrice } from '@/contract/format/number';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

// /idle/{id} and /garage-sale/{id} are one screen (spec §2); /idle/{id} is the canonical address.

type Props = { params: Promise<{ id: string }> };

const loadIdle = loader((call, id: number) => getIdle(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadIdle(idOr404((await params).id));
  if (!item) return { title: '车源不存在' };
  return {
    title: shareTitle(`${item.title} ${formatPrice(item.price)}`),
    description: shareDescription(item.description),
    alternates: { canonical: `/idle/${item.id}` },
  };
}

export default async function IdlePage({ params }: Props) {
  const id = idOr404((await params).id);
  const similar = readSimilarIdle(id, await serverCall());
  const item = (await loadIdle(id)) ?? notFound();
  await settleReads([similar]);
  return <IdleDetailView item={item} similar={similar} />;
}
