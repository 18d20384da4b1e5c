import { Suspense } from 'react';
import { getRewardList, type RewardList as Rewards } from '@/lib/api/content';
import { serverCall } from '@/lib/server/request';
import { LazyImage } from '@/components/ui/LazyImage';
import styles from './Detail.module.css';

/** Who tipped this piece: avatars and a count. Nothing when nobody has. */
export function RewardList({ rewards }: { rewards: Rewards | null }) {
  if (!rewards || rewards.total === 0) return null;
  return (
    <section className={styles.rewards} aria-label="打赏">
      <p className={styles.rewardsTitle}>
        <strong>{rewards.total}</strong>人打赏了作者，共<strong>{rewards.totalAmount}</strong>电池
      </p>
      <ul className={styles.rewardAvatars}>
        {rewards.list.slice(0, 12).map((r) => (
          <li key={r.id} title={`${r.user.nickname} 打赏 ${r.amount} 电池`}>
            <LazyImage src={r.user.avatar} alt={r.user.nickname} width={28} height={28} className={styles.rewardAvatar} fallback="avatar" />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function RewardData({ id, type }: { id: number; type: number }) {
  // A side section: the page stands without it.
  const rewards = await getRewardList(id, type, 0, await serverCall()).catch(() => null);
  return <RewardList rewards={rewards} />;
}

/** The reward list, streamed after the body (its own call). */
export const RewardSection = (p: { id: number; type: number }) => (
  <Suspense fallback={null}>
    <RewardData {...p} />
  </Suspense>
);
