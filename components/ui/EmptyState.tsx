import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Shows the loading text instead of the empty text. */
  loading?: boolean;
  text?: string;
  /** Comment lists: the "be first to comment" button (§2: 抢沙发). */
  onSofa?: () => void;
}

export const LOADING_TEXT = '加载中...';
const SOFA_TEXT = '抢沙发';

export function EmptyState({ loading, text = '暂无内容', onSofa }: EmptyStateProps) {
  return (
    <div className={styles.empty} aria-live="polite">
      <img className={styles.image} src="/images/empty.svg" alt="" width={120} height={90} />
      <p className={styles.text}>{loading ? LOADING_TEXT : text}</p>
      {!loading && onSofa && (
        <button type="button" className="btn" onClick={onSofa}>
          {SOFA_TEXT}
        </button>
      )}
    </div>
  );
}
