import Link from 'next/link';
import { stripEmoji } from '@/lib/format/emoji';
import { CommentText } from '@/components/comment/CommentText';
import { JoinButton } from '@/components/social/JoinButton';
import styles from '@/components/social/Social.module.css';
import { LazyImage } from '@/components/ui/LazyImage';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { getSocialGroup } from '@/lib/api/social';
import { recordPage, type IdRouteProps } from '@/lib/server/page';

const page = recordPage(
  (call, id) => getSocialGroup(id, call),
  (g) => ({ title: g.name, description: stripEmoji(g.intro) }),
);
export const generateMetadata = page.generateMetadata;

export default async function SocialGroupPage(props: IdRouteProps) {
  const g = await page.record(props);
  const notices = g.posts.filter((p) => p.kind === 2);
  const posts = g.posts.filter((p) => p.kind === 1);
  return (
    <main className="page">
      <header className={styles.hero}>
        <LazyImage src={g.cover} alt="" eager />
        <div>
          <h1>{g.name}</h1>
          <p className={styles.meta}>
            {g.categoryName} · {g.city}
            {g.brand && (
              <>
                {' · '}
                <Link href={`/car/social?brand=${g.brand.id}`}>{g.brand.name}</Link>
              </>
            )}
          </p>
          <p className={styles.meta} data-testid="group-members">
            {g.members}位成员
          </p>
        </div>
      </header>
      <div className={styles.join}>
        <JoinButton groupId={g.id} joined={g.isJoined} members={g.members} />
      </div>
      <section className={styles.section} aria-label="圈子简介">
        <h2>简介</h2>
        <p className={styles.meta}>{g.intro}</p>
      </section>
      {notices.length > 0 && (
        <section className={styles.section} aria-label="群公告">
          <h2>群公告</h2>
          {notices.map((n) => (
            <p key={n.id} className={styles.notice}>
              {n.content}
            </p>
          ))}
        </section>
      )}
      <section className={styles.section} aria-label="最新动态">
        <h2>最新动态</h2>
        {posts.length === 0 && <p className={styles.meta}>还没有人发言</p>}
        {posts.map((p) => (
          <div key={p.id} className={styles.post}>
            <LazyImage src={p.user.avatar} alt={p.user.nickname} fallback="avatar" />
            <div>
              <small>
                {p.user.nickname} · <RelativeTime ts={p.createdAt} />
              </small>
              <p>
                <CommentText text={p.content} />
              </p>
            </div>
          </div>
        ))}
      </section>
    </main>
  );
}
