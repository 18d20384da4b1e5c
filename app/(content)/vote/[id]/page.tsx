import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CommentSection } from '@/components/comment/CommentSection';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { VoteBox, VoteDelete } from '@/components/vote/VoteBox';
import styles from '@/components/vote/Vote.module.css';
import { getCommentSectionData } from '@/lib/api/comment';
import { getVote } from '@/lib/api/vote';
import { formatDate } from '@/lib/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentType } from '@/lib/links';
import { isNumericId } from '@/lib/routes';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => (isNumericId(id) ? getVote(Number(id), await serverCall()) : undefined));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vote = await load((await params).id);
  if (!vote) return { title: '投票不存在' };
  return { title: shareTitle(vote.title), description: shareDescription(vote.description) };
}

export default async function VotePage({ params }: Props) {
  const vote = await load((await params).id);
  if (!vote) notFound();
  const { initial, hot } = await getCommentSectionData(ContentType.VOTE, vote.id, await serverCall());
  return (
    <main className="page" style={{ paddingBottom: '.64rem' }}>
      <header className={styles.head}>
        <h1>{vote.title}</h1>
        <div className={styles.meta}>
          <span className={vote.is_ended ? styles.statusEnded : styles.status}>{vote.is_ended ? '已结束' : '进行中'}</span>
          <span>截止 {formatDate(vote.deadline, 'YYYY-MM-DD HH:mm')}</span>
          {vote.author && <span>发起人 {vote.author.nickname}</span>}
          <RelativeTime ts={vote.created_at} />
          {vote.can_delete && <VoteDelete id={vote.id} />}
        </div>
        {vote.description && <p className={styles.desc}>{vote.description}</p>}
      </header>
      <VoteBox initial={vote} />
      <CommentSection contentType={ContentType.VOTE} contentId={vote.id} initial={initial} hot={hot} count={vote.comments} />
    </main>
  );
}
