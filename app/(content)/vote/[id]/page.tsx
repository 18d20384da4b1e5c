import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CommentSection } from '@/components/comment/CommentSection';
import { ReadSection } from '@/components/ui/ReadSection';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { SectionSkeleton } from '@/components/ui/SectionSkeleton';
import { VoteBox, VoteDelete } from '@/components/vote/VoteBox';
import styles from '@/components/vote/Vote.module.css';
import { getCommentSectionData } from '@/lib/api/comment';
import { getVote } from '@/lib/api/vote';
import { formatDate } from '@/contract/format/time';
import { shareDescription, shareTitle } from '@/lib/format/share';
import { ContentType } from '@/lib/links';
import { idOr404, loader } from '@/lib/server/page';
import { settleReads, startRead } from '@/lib/server/read';
import { serverCall } from '@/lib/server/request';

type Props = { params: Promise<{ id: string }> };

// The vote decides 404 before anything streams. Its comments are asked for at the same time: there
// by the time the page renders, they are rendered in place, else they stream behind a skeleton; a
// failed read stays in its section (评论加载失败, 重试).
const load = loader((call, id: number) => getVote(id, call));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vote = await load(idOr404((await params).id));
  if (!vote) return { title: '投票不存在' };
  return { title: shareTitle(vote.title), description: shareDescription(vote.description) };
}

export default async function VotePage({ params }: Props) {
  const id = idOr404((await params).id);
  const comments = startRead(getCommentSectionData(ContentType.VOTE, id, await serverCall()));
  const vote = (await load(id)) ?? notFound();
  await settleReads([comments]);
  return (
    <main className="page" style={{ paddingBottom: '.64rem' }}>
      <header className={styles.head}>
        <h1>{vote.title}</h1>
        <div className={styles.meta}>
          <span className={vote.isEnded ? styles.statusEnded : styles.status}>
            {vote.isEnded ? '已结束' : '进行中'}
          </span>
          <span>截止 {formatDate(vote.deadline, 'YYYY-MM-DD HH:mm')}</span>
          {vote.author && <span>发起人 {vote.author.nickname}</span>}
          <RelativeTime ts={vote.createdAt} />
          {vote.canDelete && <VoteDelete id={vote.id} />}
        </div>
        {vote.description && <p className={styles.desc}>{vote.description}</p>}
      </header>
      <VoteBox initial={vote} />
      <ReadSection read={comments} name="评论" fallback={<SectionSkeleton label="评论加载中" />}>
        {({ initial, hot }) => (
          <CommentSection
            contentType={ContentType.VOTE}
            contentId={vote.id}
            initial={initial}
            hot={hot}
            count={vote.comments}
          />
        )}
      </ReadSection>
    </main>
  );
}
