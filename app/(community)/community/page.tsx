import type { Metadata } from 'next';
import Link from 'next/link';
import { CircleCard, PostCard } from '@/components/community/Cards';
import { ComposeButton } from '@/components/community/ComposeButton';
import { CommunityHistory } from '@/components/community/History';
import styles from '@/components/community/Community.module.css';
import { getCommunityHome, getMyCircles, type Circle } from '@/lib/api/community';
import { getClubs } from '@/lib/api/community-more';
import { type RawClub } from '@/contract/api/community-more';
import { getActivities, type ActivityCard } from '@/lib/api/activity';
import { formatDate } from '@/contract/format/time';
import { serverCall } from '@/lib/server/request';
import { VIEWS_NOTE } from '@/lib/view-counts';

export const metadata: Metadata = {
  title: '社区',
  description: '新能源车主的圈子：车型圈、充电、自驾、改装，提车作业与用车经验，热门话题和车友会。',
};

/** The reader's joined circles (only with a login; an expired one shows nothing here). */
function MyCircles({ mine }: { mine: Circle[] }) {
  return (
    <section className={styles.section} aria-label="我加入的圈子">
      <div className={styles.sectionHead}>
        <h2>我加入的圈子</h2>
      </div>
      {mine.length === 0 ? (
        <p className={styles.muted}>还没有加入圈子，看看下面推荐的吧</p>
      ) : (
        <div className={styles.quick}>
          {mine.map((c) => (
            <Link key={c.id} href={`/community/${c.id}`}>
              {c.name}
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}

/** The clubs; the section stands aside on a failure. */
function Clubs({ clubs }: { clubs: RawClub[] }) {
  if (clubs.length === 0) return null;
  return (
    <section className={styles.section} aria-label="车友会">
      <div className={styles.sectionHead}>
        <h2>车友会</h2>
      </div>
      <div className={styles.quick}>
        {clubs.map((c) => (
          <Link key={c.id} href={`/club/${c.id}`}>
            {c.name}
          </Link>
        ))}
      </div>
    </section>
  );
}

/** Activities circles and clubs organise, open for sign-up; the section stands aside on a failure. */
function CommunityActivities({ open }: { open: ActivityCard[] }) {
  if (open.length === 0) return null;
  return (
    <section className={styles.section} aria-label="社区活动">
      <div className={styles.sectionHead}>
        <h2>社区活动</h2>
        <Link href="/activity">全部活动 ›</Link>
      </div>
      {open.slice(0, 3).map((a) => (
        <Link key={a.id} className={styles.notice} href={`/community-activity/${a.id}`}>
          <strong>{a.title}</strong>
          <small className={styles.muted}>
            {a.organiser.name} · {a.city} · {formatDate(a.startsAt, 'MM月DD日 HH:mm')}
          </small>
        </Link>
      ))}
    </section>
  );
}

// Every read at once, before the first byte: streamed in one by one, the sections in the
// middle of the page appeared 300 ms or more after the first paint and pushed the hot posts down.
export default async function CommunityPage() {
  const call = await serverCall();
  const [home, mine, clubs, open] = await Promise.all([
    getCommunityHome(call),
    call.token ? getMyCircles(call).catch(() => []) : null,
    getClubs(1, call).then(
      (page) => page.list,
      () => [],
    ),
    getActivities('open', 1, call, 'community').then(
      (page) => page.list,
      () => [],
    ),
  ]);
  return (
    <main className="page">
      <h1 className="visually-hidden">新出行社区</h1>
      <nav className={styles.section} aria-label="社区入口">
        <div className={styles.quick}>
          <Link href="/explore">发现</Link>
          <Link href="/community/community-hot-rank">热榜</Link>
          <Link href="/community/rank-content">内容榜</Link>
          <Link href="/community/rank">社区榜</Link>
          <Link href="/strategy">攻略</Link>
          <Link href="/interaction">互动</Link>
          <Link href="/community-ranking-document">榜单规则</Link>
        </div>
      </nav>
      <section className={styles.section} aria-label="圈子分类">
        <div className={styles.cats}>
          {home.categories.map((c) => (
            <Link key={c.id} href={`/community/community-category/${c.id}`}>
              {c.name}
              <small>{c.count}个圈子</small>
            </Link>
          ))}
        </div>
      </section>
      <CommunityHistory />
      {mine && <MyCircles mine={mine} />}
      <section className={styles.section} aria-label="推荐圈子">
        <div className={styles.sectionHead}>
          <h2>推荐圈子</h2>
          <Link href="/community/community-category/1">全部圈子 ›</Link>
        </div>
        {home.recommended.map((c) => (
          <CircleCard key={c.id} circle={c} />
        ))}
      </section>
      <section className={styles.section} aria-label="热门话题">
        <div className={styles.sectionHead}>
          <h2>热门话题</h2>
          <span className={styles.muted}>{VIEWS_NOTE}</span>
        </div>
        <div className={styles.chips}>
          {home.themes.map((t) => (
            <Link
              key={t.id}
              className={styles.chip}
              href={t.kind === 2 ? `/community/community-topic-activity/${t.id}` : `/theme/${t.id}`}
            >
              {t.kind === 2 ? '活动 ' : ''}#{t.title}# · {t.posts}
            </Link>
          ))}
        </div>
      </section>
      <Clubs clubs={clubs} />
      <CommunityActivities open={open} />
      <section aria-label="社区热帖">
        <div className={styles.section}>
          <div className={styles.sectionHead}>
            <h2>社区热帖</h2>
            <Link href="/community/community-hot-rank">完整热榜 ›</Link>
          </div>
        </div>
        {home.hot.map((p, i) => (
          <PostCard key={p.id} post={p} eager={i === 0} />
        ))}
      </section>
      <ComposeButton
        context={{
          circle: null,
          themes: [],
          series: null,
          choices: home.recommended.map((c) => ({ id: c.id, name: c.name })),
        }}
      />
    </main>
  );
}
