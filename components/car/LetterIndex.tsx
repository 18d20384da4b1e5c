'use client';

import { useRef, useState } from 'react';
import styles from './car.module.css';

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
    document.getElementById(`letter-${letter}`)?.scrollIntoView({ block: 'start' });
  };
  const fromPoint = (x: number, y: number) => (document.elementFromPoint(x, y) as HTMLElement | null)?.dataset?.letter;
  const done = () => {
    last.current = null;
    setCurrent(null);
  };

  return (
    <>
      <nav
        className={styles.letterIndex}
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
