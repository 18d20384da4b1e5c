import Link from 'next/link';
import styles from './Recommend.module.css';

const RECOMMEND_OFF_TEXT = '已关闭个性化推荐，当前为最新内容';

/** Above the 推荐 feed when 个性化推荐 is off: what the reader sees instead, and where to change it. */
export function RecommendNotice() {
  return (
    <p className={styles.notice} role="note">
      {RECOMMEND_OFF_TEXT}
      <Link href="/settings" prefetch={false}>
        去设置
      </Link>
    </p>
  );
}
