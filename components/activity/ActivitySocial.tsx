import Link from 'next/link';
import { LazyImage } from '@/components/ui/LazyImage';
import { ReadSection } from '@/components/ui/ReadSection';
import { getInviteList, getRunHorse, type InviteItem, type RunHorseItem } from '@/lib/api/activity';
import type { CallOptions, Page } from '@/lib/api/http';
import { startRead, type Read } from '@/lib/server/read';
import styles from './Activity.module.css';
import { RunHorse } from './RunHorse';

// Recent sign-ups (the run-horse ticker) and the invite list. They are asked for together with the
// activity itself (lib/server/read.ts); the page's 404 is still decided by the activity before
// anything is sent. A failure here is this section's alone (报名动态加载失败 with 重试).

export type SocialRead = Read<[RunHorseItem[], Page<InviteItem>]>;

export const readActivitySocial = (activityId: number, call: CallOptions): SocialRead =>
  startRead(Promise.all([getRunHorse(activityId, call), getInviteList(activityId, 1, call)]));

function SocialView({ horse, invites }: { horse: RunHorseItem[]; invites: Page<InviteItem> }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="run-horse-title">
        <h2 id="run-horse-title" className={styles.sectionTitle}>
          报名动态
        </h2>
        {/* eslint-disable-next-line react-hooks/purity -- a server render's own clock, once per request */}
        <RunHorse items={horse} now={Date.now()} />
      </section>
      <section className={styles.section} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.sectionTitle}>
          邀请榜
        </h2>
        {invites.list.length === 0 ? (
          <p className={styles.cardMeta}>分享活动给好友，好友通过你的链接报名后会计入邀请榜</p>
        ) : (
          <ol>
            {invites.list.map((u, i) => (
              <li key={u.userId} className={styles.invite}>
                <span>{i + 1}</span>
                <LazyImage
                  src={u.avatar}
                  alt=""
                  fallback="avatar"
                  className={styles.avatar}
                  width={28}
                  height={28}
                />
                <Link href={`/user/${u.userId}`} className={styles.value}>
                  {u.nickname}
                </Link>
                <span className={styles.cardMeta}>邀请{u.invited}人</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

function ActivitySocialSkeleton() {
  return (
    <section className={styles.section} aria-busy="true">
      <div className="skeleton" style={{ height: '.18rem', width: '30%' }} />
      <div className="skeleton" style={{ height: '.3rem', marginTop: '.1rem' }} />
      <div className="skeleton" style={{ height: '.18rem', width: '30%', marginTop: '.16rem' }} />
      <div className="skeleton" style={{ height: '.3rem', marginTop: '.1rem' }} />
    </section>
  );
}

export const ActivitySocial = ({ read }: { read: SocialRead }) => (
  <ReadSection read={read} name="报名动态" fallback={<ActivitySocialSkeleton />}>
    {([horse, invites]) => <SocialView horse={horse} invites={invites} />}
  </ReadSection>
);
