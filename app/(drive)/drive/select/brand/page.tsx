import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/drive/Drive.module.css';
import { DriveSteps } from '@/components/drive/DriveSteps';
import { SelectGroups } from '@/components/drive/SelectGroups';
import { LazyImage } from '@/components/ui/LazyImage';
import { getDriveBrands } from '@/lib/api/drive';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';
import { groupByPinyin } from '@/contract/format/pinyin';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '预约试驾 - 选择品牌', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DriveBrandPage({ searchParams }: Props) {
  const { call } = await requireLogin();
  const flow = readDriveFlow(await searchParams);
  const groups = groupByPinyin(await getDriveBrands(call), (b) => b.name);
  return (
    <main className="page">
      <DriveSteps current={0} />
      <h1 className={styles.title}>选择品牌</h1>
      <SelectGroups
        groups={groups.map((g) => ({ title: g.letter, items: g.items }))}
        row={(b) => (
          <Link
            className={styles.row}
            href={driveHref(`/drive/select/series/${b.id}`, { store: flow.store, city: flow.city })}
          >
            <LazyImage src={b.logo} alt="" width={36} height={36} />
            <span className={styles.rowBody}>{b.name}</span>
          </Link>
        )}
      />
    </main>
  );
}
