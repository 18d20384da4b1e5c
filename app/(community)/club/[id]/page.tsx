import type { Metadata } from 'next';
import { stripEmoji } from '@/lib/format/emoji';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { JoinClubButton } from '@/components/community/FollowButtons';
import styles from '@/components/community/Community.module.css';
import { ClubMemberList } from '@/components/community/Lists';
import { FeedSkeleton } from '@/components/feed/FeedCard';
import { LazyImage } from '@/components/ui/LazyImage';
import { ReadSection } from '@/components/ui/ReadSection';
import { getClub, getClubMembers } from '@/lib/api/community-more';
import { formatCount } from '@/contract/format/number';
import { formatDate } from '@/contract/format/time';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';
import { TitledSection } from '@/components/ui/TitledSection';

type Props = { params: Promise<{ id: string }> };

const loadClub = loader((call, id: number) => getClub(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const club = await loadClub(idOr404((await params).id));
  return club
    ? { title: club.name, description: stripEmoji(club.intro) }
    : { title: '车友会不存在' };
}

export default async function ClubPage({ params }: Props) {
  const id = idOr404((await params).id);
  // The members are asked for with the club: rendered in place when there, else streamed behind a
  // skeleton; a failed read stays in its section (会员加载失败, 重试).
  const members = startRead(getClubMembers(id, 1, await serverCall()));
  const club = (await loadClub(id)) ?? notFound();
  await settleReads([members]);
  return (
    <main className="page">
      <LazyImage
        className={styles.heroCover}
        src={club.cover}
        alt=""
        width={390}
        height={130}
        eager
      />
      <header className={styles.hero}>
        <div className={styles.heroBody}>
          <h1>{club.name}</h1>
          <p>
            {club.city} · {formatCount(club.members)}位会员 · {club.cars}辆认证车
            {club.series && (
              <>
                {' · '}
                <Link href={`/series/${club.series.id}`}>{club.series.name}</Link>
              </>
            )}
          </p>
        </div>
      </header>
      <p className={styles.intro}>{club.intro}</p>
      <div className={styles.section} style={{ marginTop: 0 }}>
        <JoinClubButton clubId={club.id} joined={club.is_joined} members={club.members} />
        <div className={styles.chips}>
          <Link className={styles.chip} href={`/community/community-user-club-car/${club.id}`}>
            会员爱车 · {club.cars}
          </Link>
          {club.circle && (
            <Link className={styles.chip} href={`/community/${club.circle.id}`}>
              {club.circle.name}
            </Link>
          )}
        </div>
      </div>
      <TitledSection classes={styles} title="公告" label="车友会公告">
        {club.notices.map((n) => (
          <div key={n.id} className={styles.notice}>
            <strong>{n.title}</strong>
            <p style={{ margin: '.04rem 0 0' }}>{n.content}</p>
            <small className={styles.muted}>{formatDate(n.created_at)}</small>
          </div>
        ))}
      </TitledSection>
      <TitledSection classes={styles} title="活动" label="车友会活动">
        {club.events.length === 0 && <p className={styles.muted}>暂无活动</p>}
        {club.events.map((e) => (
          <div key={e.id} className={styles.notice}>
            <strong>{e.title}</strong>
            <p style={{ margin: '.04rem 0 0' }}>
              {formatDate(e.starts_at, 'MM月DD日 HH:mm')} · {e.place}
            </p>
            <small className={styles.muted}>
              {e.ended ? '已结束' : '报名中'} · 已报名{e.signups}/{e.quota}
            </small>
          </div>
        ))}
      </TitledSection>
      <TitledSection classes={styles} title="会员" label="会员" />
      <ReadSection read={members} name="会员" fallback={<FeedSkeleton rows={2} />}>
        {(initial) => <ClubMemberList clubId={club.id} initial={initial} />}
      </ReadSection>
    </main>
  );
}
