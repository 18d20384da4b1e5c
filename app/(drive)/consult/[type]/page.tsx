import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsultForm } from '@/components/consult/ConsultForm';
import styles from '@/components/dealer/Dealer.module.css';
import { getStoreConfig } from '@/lib/api/city';
import { getDriveBrands, getDriveModels } from '@/lib/api/drive';
import { parseId } from '@/lib/params';
import { idOr404 } from '@/lib/server/page';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '购车咨询', robots: { index: false } };

type Props = { params: Promise<{ type: string }>; searchParams: Promise<{ sid?: string | string[] }> };

export default async function ConsultPage({ params, searchParams }: Props) {
  const type = idOr404((await params).type);
  const { call } = await requireLogin();
  const config = await getStoreConfig(call);
  const kind = config.consultTypes.find((t) => t.type === type) ?? notFound();
  // The series is read from the query: the shell resets the store's consultSid on every navigation.
  const { sid } = await searchParams;
  const seriesId = parseId(sid);
  const series = seriesId ? ((await getDriveModels(seriesId, call))?.series ?? null) : null;
  const brands = series ? [] : await getDriveBrands(call);

  return (
    <main className="page">
      <header className={styles.head}>
        <h1>{kind.name}</h1>
        <p className={styles.meta}>{kind.desc}</p>
      </header>
      <section className={styles.section} aria-label={kind.name}>
        <ConsultForm kind={kind} series={series} brands={brands} />
      </section>
    </main>
  );
}
