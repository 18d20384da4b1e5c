import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/drive/Drive.module.css';
import { DriveSteps } from '@/components/drive/DriveSteps';
import { SelectGroups } from '@/components/drive/SelectGroups';
import { LazyImage } from '@/components/ui/LazyImage';
import type { SeriesBrief } from '@/lib/api/dealer';
import { getDriveBrands, getDriveSeries } from '@/lib/api/drive';
import { driveHref, readDriveFlow } from '@/lib/drive-flow';
import { formatPriceRange } from '@/contract/format/number';
import { parseOptionalId } from '@/lib/params';
import { requireLogin } from '@/lib/server/auth';

export const metadata: Metadata = { title: '预约试驾 - 选择车系', robots: { index: false } };

type Props = {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function DriveSeriesPage({ params, searchParams }: Props) {
  // null (no id: every brand) is a page of its own; only a malformed id is a 404. (`?? notFound()`
  // treated the absent id as missing too, so the all-brands picker could never show.)
  const brandId = parseOptionalId((await params).id);
  if (brandId === undefined) notFound();
  const { call } = await requireLogin();
  const flow = readDriveFlow(await searchParams);

  // With a brand: its series. Without: every brand's series that can be test-driven.
  let sections: { title: string; items: SeriesBrief[] }[];
  if (brandId !== null) {
    const data = (await getDriveSeries(brandId, call)) ?? notFound();
    sections = [{ title: data.brand.name, items: data.list }];
  } else {
    const brands = await getDriveBrands(call);
    const all = await Promise.all(brands.map((b) => getDriveSeries(b.id, call)));
    sections = all.flatMap((d) => (d ? [{ title: d.brand.name, items: d.list }] : []));
  }

  return (
    <main className="page">
      <DriveSteps current={1} />
      <h1 className={styles.title}>选择车系</h1>
      <SelectGroups
        groups={sections}
        empty="该品牌暂无可试驾车系"
        row={(series) => (
          <Link
            className={styles.row}
            href={driveHref(`/drive/select/model/${series.id}`, {
              store: flow.store,
              city: flow.city,
            })}
          >
            <LazyImage className={styles.cover} src={series.cover} alt="" />
            <span className={styles.rowBody}>
              {series.name}
              <small>{series.brandName}</small>
            </span>
            <span className={styles.price}>
              {formatPriceRange(series.minPrice, series.maxPrice)}
            </span>
          </Link>
        )}
      />
    </main>
  );
}
