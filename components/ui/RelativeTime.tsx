import { relativeTime, toDate } from '@/contract/format/time';

/**
 * Relative time (§4: 秒前, 分钟前, 小时前, then Y-m-d). Server and client may differ by a few
 * seconds, so the text is allowed to differ at hydration.
 */
export function RelativeTime({ ts, className }: { ts: number; className?: string }) {
  return (
    <time className={className} dateTime={toDate(ts).toISOString()} suppressHydrationWarning>
      {relativeTime(ts)}
    </time>
  );
}
