import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { LazyImage } from '@/components/ui/LazyImage';
import { ReadSection } from '@/components/ui/ReadSection';
import type { Post } from '@/lib/api/community';
import { getThemePosts } from '@/lib/api/community-more';
import { type RawTheme } from '@/contract/api/community-more';
import type { CallOptions, Page } from '@/lib/api/http';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { settleReads, startRead, type Read } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { FollowThemeButton } from './FollowButtons';
import { ComposeButton } from './ComposeButton';
import { PostFeed } from './PostFeed';
import { TabLinks } from './TabLinks';
import styles from './Community.module.css';

export type ThemeSort = 'new' | 'hot';

/** The first page of a topic's posts in `sort`, asked for together with the topic (lib/server/read.ts). */
const readThemePosts = (id: number, sort: ThemeSort, call: CallOptions): Read<Page<Post>> =>
  startRead(getThemePosts(id, sort, 1, call));

/**
 * One body for /theme/{id} and /community/community-topic-activity/{id}: `load` (the page's loader,
 * shared with its metadata) decides the 404 before anything streams; the posts are asked for at the
 * same time. `base` is the page's path without the id.
 */
export async function ThemeScreen({
  id,
  sort,
  load,
  base,
}: {
  id: number;
  sort: ThemeSort;
  load: (id: number) => Promise<RawTheme | undefined>;
  base: string;
}) {
  const posts = readThemePosts(id, sort, await serverCall());
  const theme = (await load(id)) ?? notFound();
  await settleReads([posts]);
  return <ThemeBody theme={theme} sort={sort} posts={posts} base={`${base}/${theme.id}`} />;
}

/** A topic or a topic activity: header, follow, rules (activities), its posts by 最新 / 热门. */
function ThemeBody({
  theme,
  sort,
  posts,
  base,
}: {
  theme: RawTheme;
  sort: ThemeSort;
  posts: Read<Page<Post>>;
  base: string;
}) {
  return (
    <main className="page" style={{ paddingBottom: '.8rem' }}>
      <LazyImage
        className={styles.heroCover}
        src={theme.cover}
        alt=""
        width={390}
        height={130}
        eager
      />
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
        <FollowThemeButton
          themeId={theme.id}
          followed={theme.is_followed}
          followers={theme.followers}
        />
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
      <ReadSection key={sort} read={posts} name="动态" fallback={<FeedSkeleton rows={3} />}>
        {(initial) => (
          <PostFeed
            source={{ kind: 'theme', id: theme.id, sort }}
            initial={initial}
            postedInto={{ themeId: theme.id }}
            emptyText="这个话题下还没有动态，来发第一条吧"
          />
        )}
      </ReadSection>
      <ComposeButton
        context={{
          circle: theme.circle,
          themes: [{ id: theme.id, name: theme.title }],
          series: null,
        }}
      />
    </main>
  );
}
