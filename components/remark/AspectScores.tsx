import styles from './Remark.module.css';

/** A review's (or a series' average) score per aspect: name, a bar out of 10, the figure as `text` gives it. */
export function AspectScores({
  aspects,
  text = (score) => String(score),
}: {
  aspects: { name: string; score: number }[];
  text?: (score: number) => string;
}) {
  return (
    <div className={styles.aspects}>
      {aspects.map((a) => (
        <div key={a.name} className={styles.aspect}>
          <span>{a.name}</span>
          <span className={styles.meter} aria-hidden="true">
            <i style={{ width: `${a.score * 10}%` }} />
          </span>
          <span>{text(a.score)}</span>
        </div>
      ))}
    </div>
  );
}
