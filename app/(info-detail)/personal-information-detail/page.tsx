import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CategoryDetail, InfoPageView, loadInfoPage } from '@/components/info/InfoPageView';
import { infoMetadata } from '@/components/info/info-pages';
import styles from '@/components/info/InfoPage.module.css';

// Outside the (info) group on purpose: without a route-level loading screen, an unknown ?type=
// is answered with a real 404 status before anything streams.
export const metadata = infoMetadata('personal-information-detail');

export default async function PersonalInformationDetail({
  searchParams,
}: {
  searchParams: Promise<{ type?: string | string[] }>;
}) {
  const { type: raw } = await searchParams;
  const type = typeof raw === 'string' && raw ? raw : undefined;
  const page = await loadInfoPage('personal-information-detail');
  const categories = page?.data.categories ?? [];
  const shown = type ? categories.filter((c) => c.type === type) : categories;
  // A category that does not exist names nothing.
  if (type && shown.length === 0) notFound();
  return (
    <InfoPageView pageKey="personal-information-detail">
      <nav className={styles.tabs} aria-label="信息类别">
        <Link href="/personal-information-detail" aria-current={!type ? 'page' : undefined}>
          全部
        </Link>
        {categories.map((c) => (
          <Link
            key={c.type}
            href={`/personal-information-detail?type=${c.type}`}
            aria-current={c.type === type ? 'page' : undefined}
          >
            {c.name}
          </Link>
        ))}
      </nav>
      {shown.map((c) => (
        <CategoryDetail key={c.type} category={c} />
      ))}
    </InfoPageView>
  );
}
