import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/drive/Drive.module.css';
import { DriveSteps } from '@/components/drive/DriveSteps';
import { getDriveModels } from '@/lib/api/drive';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';
import { formatPrice } from '@/contract/format/number';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '预约试驾 - 选择车型', robots: { index: false } };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DriveModelPage({ params, searchParams }: Props) {
  const id = idOr404((await params).id);
  const { call } = await requireLogin();
  const flow = readDriveFlow(await searchParams);
  const data = (await getDriveModels(id, call)) ?? notFound();
  // A store chosen already (from a dealer page) skips the store step.
  const next = (modelId: number) =>
    flow.store
      ? driveHref('/drive/create', { series: data.series.id, model: modelId, store: flow.store })
      : driveHref('/drive/select/store', {
          series: data.series.id,
          model: modelId,
          city: flow.city,
        });

  return (
    <main className="page">
      <DriveSteps current={2} />
      <h1 className={styles.title}>{data.series.name} · 选择车型</h1>
      {data.list.length === 0 && <p className={styles.letter}>该车系暂无在售车型</p>}
      <ul className={styles.list}>
        {data.list.map((m) => (
          <li key={m.id}>
            <Link className={styles.row} href={next(m.id)}>
              <span className={styles.rowBody}>{m.name}</span>
              <span className={styles.price}>{formatPrice(m.price)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
