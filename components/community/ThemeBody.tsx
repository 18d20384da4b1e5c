import Link from 'next/link';
import { Suspense } from 'react';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { LazyImage } from '@/components/ui/LazyImage';
import { getThemePosts, type RawTheme } from '@/lib/api/community-more';
import { formatCount } from '@/lib/format/number';
import { formatDate } from '@/lib/format/time';
import { serverCall } from '@/lib/server/request';
import { FollowThemeButton } from './FollowButtons';
import { ComposeButton } from './ComposeButton';
import { PostFeed } from './PostFeed';
import { TabLinks } from './TabLinks';
import styles from './Community.module.css';

async function Posts({ theme, sort }: { theme: RawTheme; sort: 'new' | 'hot' }) {
  const initial = await getThemePosts(theme.id, sort, 1, await serverCall());
  return <PostFeed source={{ kind: 'theme', id: theme.id, sort }} initial={initial} emptyText="这个话题下还没有动态，来发第一条吧" />;
}

/** A topic or a topic activity: header, follow, rules (activities), its posts by 最新 / 热门. */
export function ThemeBody({ theme, sort, base }: { theme: RawTheme; sort: 'new' | 'hot'; base: string }) {
  return (
    <main className="page" style={{ paddingBottom: '.8rem' }}>
      <LazyImage className={styles.heroCover} src={theme.cover} alt="" width={390} height={130} eager />
      <header className={styles.hero}>
        <div className={styles.heroBody}>
          <h1>
            {theme.kind === 2 && <span className={styles.flag}>话题活动</span>}#{theme.title}#
          </h1>
          <p>
            {formatCount(theme.posts)}动态 · {formatCount(theme.views)}浏览
            {theme.circle && (
              <>
                {' · '}
                <Link href={`/community/${theme.circle.id}`}>{theme.circle.name}</Link>
              </>
            )}
          </p>
        </div>
        <FollowThemeButton themeId={theme.id} followed={theme.is_followed} followers={theme.followers} />
      </header>
      <p className={styles.intro}>{theme.intro}</p>
      {theme.kind === 2 && (
        <section className={styles.section} aria-label="活动规则">
          <div className={styles.sectionHead}>
            <h2>活动规则</h2>
            <span className={styles.muted}>
              {theme.phase} · {formatDate(theme.starts_at)} 至 {formatDate(theme.ends_at)}
            </span>
          </div>
          <p className={styles.notice}>{theme.rules}</p>
        </section>
      )}
      <TabLinks
        label="排序"
        current={sort}
        tabs={[
          { key: 'new', name: '最新', href: base },
          { key: 'hot', name: '热门', href: `${base}?sort=hot` },
        ]}
      />
      <Suspense key={sort} fallback={<FeedSkeleton rows={3} />}>
        <Posts theme={theme} sort={sort} />
      </Suspense>
      <ComposeButton context={{ circle: theme.circle, themes: [{ id: theme.id, name: theme.title }], series: null }} />
    </main>
  );
}
