import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/selection/Selection.module.css';
import { SelectionResults } from '@/components/selection/SelectionResults';
import { getSelectionResult } from '@/lib/api/selection';
import { parseSelection, selectionQuery, type SelectionFilter } from '@/lib/selection';
import { serverCall } from '@/lib/server/request';

export const metadata: Metadata = { title: '选车结果' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The filters in words, for the summary line. */
function describe(f: SelectionFilter): string {
  const parts: string[] = [];
  const band = (min: number | undefined, max: number | undefined, unit: string) =>
    min !== undefined && max !== undefined
      ? `${min}-${max}${unit}`
      : min !== undefined
        ? `${min}${unit}以上`
        : max !== undefined
          ? `${max}${unit}以下`
          : '';
  const price = band(f.price_min, f.price_max, '万');
  if (price) parts.push(price);
  if (f.energy) parts.push(f.energy.join('/'));
  if (f.level) parts.push(f.level.join('/'));
  const range = band(f.range_min, f.range_max, 'km');
  if (range) parts.push(`续航${range}`);
  const subsidy = band(f.subsidy_min, f.subsidy_max, '元');
  if (subsidy) parts.push(`补贴${subsidy}`);
  if (f.brand_id) parts.push(`${f.brand_id.length}个品牌`);
  return parts.join(' · ') || '全部在售车系';
}

export default async function SelectionResultPage({ searchParams }: Props) {
  const filter = parseSelection(await searchParams);
  const initial = await getSelectionResult(filter, 1, await serverCall());
  const query = selectionQuery(filter);
  return (
    <main className="page">
      <div className={styles.summary}>
        <h1 style={{ fontSize: '.13rem', fontWeight: 400 }}>
          {describe(filter)}：共{initial.total}个车系
        </h1>
        <Link href={query ? `/car/selection?${query}` : '/car/selection'}>修改条件</Link>
      </div>
      <SelectionResults filter={filter} initial={initial} />
    </main>
  );
}
