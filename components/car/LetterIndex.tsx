'use client';

import { useRef, useState, type CSSProperties } from 'react';
import styles from './LetterIndex.module.css';

/**
 * Scrolls so the letter's group starts right under the sticky top bar. Measured on the group
 * (the heading's non-sticky parent): a stuck heading reports where it is drawn, not where its
 * group starts, which sent upward jumps past the group.
 */
function scrollToGroup(letter: string) {
  const head = document.getElementById(`letter-${letter}`);
  if (!head) return;
  const group = head.parentElement ?? head;
  const offset = parseFloat(getComputedStyle(head).scrollMarginTop) || 0;
  const top = group.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, Math.round(top)), behavior: 'instant' });
}

/**
 * The fixed side letter index of the brand list: tap a letter, or slide a finger along the
 * index, and the list jumps to that letter's group (anchors `#letter-X` rendered on the server).
 */
export function LetterIndex({ letters }: { letters: string[] }) {
  const [current, setCurrent] = useState<string | null>(null);
  const last = useRef<string | null>(null);

  const jump = (letter: string | null | undefined) => {
    if (!letter || letter === last.current) return;
    last.current = letter;
    setCurrent(letter);
    scrollToGroup(letter);
  };
  const fromPoint = (x: number, y: number) =>
    (document.elementFromPoint(x, y) as HTMLElement | null)?.dataset?.letter;
  const done = () => {
    last.current = null;
    setCurrent(null);
  };

  return (
    <>
      <nav
        className={styles.letterIndex}
        style={{ '--letters': letters.length } as CSSProperties}
        aria-label="品牌字母索引"
        onTouchStart={(e) => {
          const t = e.touches[0];
          if (t) jump(fromPoint(t.clientX, t.clientY));
        }}
        onTouchMove={(e) => {
          const t = e.touches[0];
          if (t) jump(fromPoint(t.clientX, t.clientY));
        }}
        onTouchEnd={done}
      >
        {letters.map((l) => (
          <a
            key={l}
            href={`#letter-${l}`}
            data-letter={l}
            onClick={(e) => {
              e.preventDefault();
              jump(l);
              done();
            }}
          >
            {l}
          </a>
        ))}
      </nav>
      {current && (
        <div className={styles.letterBubble} aria-hidden="true">
          {current}
        </div>
      )}
    </>
  );
}
