import { parseEmoji } from '@/lib/format/emoji';
import styles from './Comment.module.css';

/**
 * User text with {:name:} emoji. Always rendered as React text nodes, never as HTML: whatever a
 * user typed (tags included) shows literally. Classic emoji are Unicode characters; the 新出行 set
 * is a small inline image.
 */
export function CommentText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ?? styles.text}>
      {parseEmoji(text).map((seg, i) =>
        seg.type === 'text' ? (
          seg.text
        ) : seg.char ? (
          <span
            key={i}
            className={styles.emojiChar}
            role="img"
            aria-label={seg.name}
            title={seg.name}
          >
            {seg.char}
          </span>
        ) : (
          <img
            key={i}
            className={styles.emojiImg}
            src={seg.src}
            alt={`[${seg.name}]`}
            title={seg.name}
            width={20}
            height={20}
          />
        ),
      )}
    </span>
  );
}
