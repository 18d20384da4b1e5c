import type { Metadata } from 'next';
import Link from 'next/link';
import { getBrandList } from '@/lib/api/car';
import { getCarHome } from '@/lib/api/car-lists';
import { groupByPinyin, pinyinLetters } from '@/contract/format/pinyin';
import { serverCall } from '@/lib/server/request';
import { SeriesCard } from '@/components/car/SeriesCard';
import { LetterIndex } from '@/components/car/LetterIndex';
import { CompareFloat } from '@/components/car/CompareFloat';
import styles from '@/components/car/car.module.css';
import { TitledSection } from '@/components/ui/TitledSection';
import library from '@/components/car/library.module.css';

export const metadata: Metadata = {
  title: '车库 - 新能源汽车大全',
  alternates: { canonical: '/car' },
};

const ENTRIES = [
  { href: '/car/selection', icon: '选', name: '条件选车' },
  { href: '/car/ranking', icon: '榜', name: '排行榜' },
  { href: '/car/calendar', icon: '历', name: '新车日历' },
  { href: '/car/compare', icon: '比', name: '车型对比' },
  { href: '/car/social', icon: '友', name: '车友圈' },
];

export default async function CarLibraryPage() {
  const call = await serverCall();
  const [home, brands] = await Promise.all([getCarHome(call), getBrandList(call)]);
  const groups = groupByPinyin(brands, (b) => b.name);
  return (
    <main className={`page ${styles.withIndex}`}>
      <h1 className="visually-hidden">新能源车库</h1>
      <section className={styles.section}>
        <nav className={library.entries}>
          {ENTRIES.map((e) => (
            <Link key={e.href} href={e.href}>
              <span className={library.entryIcon}>{e.icon}</span>
              {e.name}
            </Link>
          ))}
        </nav>
      </section>
      <TitledSection classes={styles} title="热门品牌">
        <div className={library.brandGrid}>
          {home.brands.map((b) => (
            <Link key={b.id} href={`/car/library-brand/${b.id}`}>
              <img src={b.logo} alt="" width={40} height={40} />
              {b.name}
            </Link>
          ))}
        </div>
      </TitledSection>
      <TitledSection
        classes={styles}
        title="热门车系"
        aside={<Link href="/car/ranking">销量榜</Link>}
      >
        {home.series.map((s, i) => (
          <SeriesCard key={s.id} series={s} rank={i + 1} eager={i < 3} />
        ))}
      </TitledSection>
      <TitledSection classes={styles} title="专题与推荐">
        <div className={styles.chips}>
          {home.themes.map((t) => (
            <Link key={`t${t.id}`} href={`/car/series-theme/${t.id}`}>
              {t.tag}
            </Link>
          ))}
          {home.recommend.map((r) => (
            <Link key={`r${r.id}`} href={`/recommended-series/${r.id}`}>
              {r.title}
            </Link>
          ))}
        </div>
      </TitledSection>
      <section style={{ marginTop: '.08rem' }} aria-label="全部品牌">
        {groups.map((g) => (
          <div key={g.letter}>
            <h2 id={`letter-${g.letter}`} className={library.letterHead}>
              {g.letter}
            </h2>
            {g.items.map((b) => (
              <Link
                key={b.id}
                href={`/car/library-brand/${b.id}`}
                className={library.brandRow}
                data-testid="brand-row"
              >
                <img src={b.logo} alt="" width={40} height={40} loading="lazy" />
                {b.name}
                <small>{b.seriesCount}个车系</small>
              </Link>
            ))}
          </div>
        ))}
      </section>
      <LetterIndex letters={pinyinLetters(groups)} />
      <CompareFloat />
    </main>
  );
}
