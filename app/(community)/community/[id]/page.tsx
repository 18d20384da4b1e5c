import type { Metadata } from 'next';
import type { ComponentProps } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CircleMembersHead, CircleStats } from '@/components/community/CircleStats';
import { JoinCircleButton } from '@/components/community/JoinCircleButton';
import { PostCard } from '@/components/community/Cards';
import { LazyCircleFeed } from '@/components/community/LazyCircleFeed';
import { ComposeButton } from '@/components/community/ComposeButton';
import { RecordCircleVisit } from '@/components/community/History';
import { TopicBlock } from '@/components/community/TopicBlock';
import styles from '@/components/community/Community.module.css';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { LazyImage } from '@/components/ui/LazyImage';
import {
  DEFAULT_CIRCLE_TAB,
  getCircle,
  getCircleMembers,
  getCirclePosts,
} from '@/lib/api/community';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { ReadSection } from '@/components/ui/ReadSection';

type Props = { params: Promise<{ id: string }> };

const loadCircle = loader((call, id: number) => getCircle(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const circle = await loadCircle(idOr404((await params).id));
  return circle ? { title: circle.name, description: circle.intro } : { title: '圈子不存在' };
}

type Counts = ComponentProps<typeof CircleStats>['initial'];

function Members({
  members,
  circleId,
  counts,
}: {
  members: Awaited<ReturnType<typeof getCircleMembers>>;
  circleId: number;
  counts: Counts;
}) {
  return (
    <section className={styles.section} aria-label="圈子成员">
      <div className={styles.sectionHead}>
        <CircleMembersHead circleId={circleId} initial={counts} />
      </div>
      {members.list.length === 0 ? (
        <p className={styles.muted}>还没有成员，快来加入吧</p>
      ) : (
        <div className={styles.members}>
          {members.list.map((m) => (
            <Link key={m.id} href={`/user/${m.id}`}>
              <LazyImage src={m.avatar} alt="" width={44} height={44} fallback="avatar" />
              <span className="line-clamp-2">{m.nickname}</span>
            </Link>
          ))}
        </div>
      )}
    </section>
  );
}

export default async function CirclePage({ params }: Props) {
  const id = idOr404((await params).id);
  const call = await serverCall();
  // The members and the feed are asked for together with the circle (rendered in place when there).
  const members = startRead(getCircleMembers(id, 1, call));
  const feed = startRead(getCirclePosts(id, DEFAULT_CIRCLE_TAB, 1, call));
  const circle = (await loadCircle(id)) ?? notFound();
  await settleReads([members, feed]);
  const counts: Counts = {
    members: circle.members,
    posts: circle.posts,
    todayPosts: circle.todayPosts,
  };
  return (
    <main className="page" style={{ paddingBottom: '.8rem' }}>
      <RecordCircleVisit item={{ id: circle.id, name: circle.name, cover: circle.icon }} />
      <LazyImage
        className={styles.heroCover}
        src={circle.cover}
        alt=""
        width={390}
        height={130}
        eager
      />
      <header className={styles.hero}>
        <LazyImage
          className={styles.heroIcon}
          src={circle.icon}
          alt=""
          width={52}
          height={52}
          eager
        />
        <div className={styles.heroBody}>
          <h1>{circle.name}</h1>
          <CircleStats circleId={circle.id} initial={counts} />
        </div>
        <JoinCircleButton circleId={circle.id} joined={circle.isJoined} members={circle.members} />
      </header>
      <p className={styles.intro}>{circle.intro}</p>
      <nav className={styles.section} aria-label="圈子栏目">
        <div className={styles.quick}>
          {circle.series && (
            <Link href={`/series/${circle.series.id}`}>车系 · {circle.series.name}</Link>
          )}
          <Link href={`/community/community-new-car/${circle.id}`}>提车作业</Link>
          <Link href={`/community/community-goods/${circle.id}`}>圈友好物</Link>
          <Link href={`/community/community-category/${circle.categoryId}`}>
            {circle.categoryName}
          </Link>
          <Link href="/shop">商城</Link>
        </div>
        {circle.themes.length > 0 && (
          <>
            <div className={styles.chips}>
              {circle.themes.map((t) => (
                <Link key={t.id} className={styles.chip} href={`/theme/${t.id}`}>
                  #{t.name}#
                </Link>
              ))}
            </div>
            <div className={styles.chips}>
              <TopicBlock
                circleId={circle.id}
                themes={circle.themes}
                blocked={circle.blockedThemeIds}
              />
            </div>
          </>
        )}
      </nav>
      {circle.pinned.length > 0 && (
        <section aria-label="置顶动态" style={{ marginTop: '.08rem' }}>
          {circle.pinned.map((p) => (
            <PostCard key={p.id} post={p} showCircle={false} eager />
          ))}
        </section>
      )}
      <ReadSection read={members} name="圈子成员" fallback={<FeedSkeleton rows={1} />}>
        {(list) => <Members members={list} circleId={circle.id} counts={counts} />}
      </ReadSection>
      <ReadSection read={feed} name="圈子动态" fallback={<FeedSkeleton rows={3} />}>
        {(initial) => (
          <LazyCircleFeed
            circleId={circle.id}
            initial={initial}
            unreadSelected={circle.unreadSelected}
          />
        )}
      </ReadSection>
      <ComposeButton
        context={{
          circle: { id: circle.id, name: circle.name },
          themes: circle.themes,
          series: circle.series,
        }}
      />
    </main>
  );
}
