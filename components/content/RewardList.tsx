import type { RewardList as Rewards } from '@/lib/api/content';
import type { Read } from '@/lib/server/read';
import { LazyImage } from '@/components/ui/LazyImage';
import { ReadSection } from '@/components/ui/ReadSection';
import styles from './Detail.module.css';

/** Who tipped this piece: avatars and a count. Nothing when nobody has. */
function RewardList({ rewards }: { rewards: Rewards }) {
  if (rewards.total === 0) return null;
  return (
    <section className={styles.rewards} aria-label="打赏">
      <p className={styles.rewardsTitle}>
        <strong>{rewards.total}</strong>人打赏了作者，共<strong>{rewards.totalAmount}</strong>电池
      </p>
      <ul className={styles.rewardAvatars}>
        {rewards.list.slice(0, 12).map((r) => (
          <li key={r.id} title={`${r.user.nickname} 打赏 ${r.amount} 电池`}>
            <LazyImage
              src={r.user.avatar}
              alt={r.user.nickname}
              width={28}
              height={28}
              className={styles.rewardAvatar}
              fallback="avatar"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The reward list after the body (read by readDetailExtras); a side section: a failed read shows nothing, the page stands. */
export const RewardSection = ({ read }: { read: Read<Rewards> }) => (
  <ReadSection read={read} fallback={null}>
    {(rewards) => <RewardList rewards={rewards} />}
  </ReadSection>
);
