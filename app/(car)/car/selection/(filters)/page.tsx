import type { Metadata } from 'next';
import { SelectionFilters } from '@/components/selection/SelectionFilters';
import { countSelection, getSelectionOptions } from '@/lib/api/selection';
import { parseSelection } from '@/lib/selection';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = {
  title: '选车',
  description: '按价格、能源类型、级别、续航、品牌和购车补贴筛选新能源车系。',
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SelectionPage({ searchParams }: Props) {
  const filter = parseSelection(await searchParams);
  const call = await serverCall();
  const [options, count] = await Promise.all([
    getSelectionOptions(call),
    countSelection(filter, call),
  ]);
  return (
    <main className="page">
      <h1 className="visually-hidden">选车</h1>
      <SelectionFilters options={options} initial={filter} initialCount={count.total} />
    </main>
  );
}
