import { Fragment } from 'react';
import { PreviewableImages } from '@/components/ui/PreviewableImages';
import type { SeriesCard as Card } from '@/lib/api/series-card';
import { sanitizeHtml } from '@/lib/sanitize';
import { SeriesCard } from './SeriesCard';
import styles from './Detail.module.css';

/**
 * The body's HTML cut at the places the cards go (each `at` is the end of a top-level block, so
 * every part is whole elements), each part with the cards that follow it.
 */
export function bodyParts(html: string, cards: Card[]): { html: string; cards: Card[] }[] {
  const cuts = [
    ...new Set(
      cards
        .map((c) => c.at)
        .filter((at): at is number => at !== null && at > 0 && at < html.length),
    ),
  ].sort((a, b) => a - b);
  const parts: { html: string; cards: Card[] }[] = [];
  let from = 0;
  for (const at of cuts) {
    parts.push({ html: html.slice(from, at), cards: cards.filter((c) => c.at === at) });
    from = at;
  }
  parts.push({ html: html.slice(from), cards: [] });
  return parts;
}

/**
 * The body as server HTML, through the one sanitizer; tapping an image opens the preview. `cards`:
 * the car card of each series the body names, after the block that first names it.
 */
export function ArticleBody({
  html,
  className,
  cards = [],
}: {
  html: string;
  className?: string;
  cards?: Card[];
}) {
  return (
    <PreviewableImages className={`${styles.body} ${className ?? ''}`}>
      {/* data-read-aloud: the text 朗读 reads, without the cards between (components/elder/ReadAloud.tsx). */}
      {bodyParts(html, cards).map((part, i) => (
        <Fragment key={i}>
          <div data-read-aloud dangerouslySetInnerHTML={{ __html: sanitizeHtml(part.html) }} />
          {part.cards.map((c) => (
            <SeriesCard key={c.id} card={c} place="inline" />
          ))}
        </Fragment>
      ))}
    </PreviewableImages>
  );
}
