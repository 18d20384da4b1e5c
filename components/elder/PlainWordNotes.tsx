import { explanations, type JargonLabel } from '@/lib/elder-words';
import styles from './Elder.module.css';

/** Under a block of figures in 长辈版: what each plain label means (nothing in normal mode). */
export function PlainWordNotes({ labels, elder }: { labels: JargonLabel[]; elder: boolean }) {
  const notes = explanations(labels, elder);
  if (notes.length === 0) return null;
  return (
    <ul className={styles.notes} data-testid="plain-word-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}
