import { REGISTRATION_LABEL, type RunHorseItem } from '@/lib/api/activity';
import { relativeTime } from '@/contract/format/time';
import styles from './Activity.module.css';

/**
 * The run-horse ticker of recent sign-ups (masked names and phones). Pure CSS: the list is
 * rendered twice and scrolls up by half, so it loops without a line of client JavaScript.
 */
export function RunHorse({ items, now }: { items: RunHorseItem[]; now: number }) {
  if (items.length === 0) return <p className={styles.ticker}>还没有人报名，快来抢第一个名额</p>;
  const lines = items.map(
    (r) => `${r.name} ${r.phone} ${relativeTime(r.createdAt, now)} ${REGISTRATION_LABEL[r.status]}`,
  );
  const track = items.length > 1 ? [...lines, ...lines] : lines;
  return (
    <div className={styles.ticker} aria-label="最新报名动态">
      <ul
        className={items.length > 1 ? styles.tickerTrack : undefined}
        style={{ ['--ticker-duration' as string]: `${items.length * 2.5}s` }}
      >
        {track.map((line, i) => (
          <li key={i} aria-hidden={i >= lines.length || undefined}>
            {line}
          </li>
        ))}
      </ul>
    </div>
  );
}
