import { StarIcon } from '@/components/ui/icons/actions';
import { formatScore, ratingStars } from '@/contract/format/rating';
import styles from './Remark.module.css';

/** A score out of 10 as five stars (§9 thresholds) and the number. */
export function ScoreStars({
  score,
  size = 14,
  showNumber = true,
}: {
  score: number;
  size?: number;
  showNumber?: boolean;
}) {
  const stars = ratingStars(score);
  return (
    <span className={styles.stars} role="img" aria-label={`${formatScore(score)}分，${stars}星`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon
          key={i}
          size={size}
          filled={i <= stars}
          className={i <= stars ? styles.starOn : styles.starOff}
        />
      ))}
      {showNumber && <b className={styles.score}>{formatScore(score)}</b>}
    </span>
  );
}
