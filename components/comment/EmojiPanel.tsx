'use client';

import { useState } from 'react';
import { EMOJI_SETS, emojiToken, type EmojiSetId } from '@/lib/format/emoji';
import styles from './EmojiPanel.module.css';

/** The two emoji sets as tabs (经典 / 新出行); a tap inserts the {:name:} token. */
export function EmojiPanel({ onPick }: { onPick: (token: string) => void }) {
  const [active, setActive] = useState<EmojiSetId>('classic');
  const set = EMOJI_SETS.find((s) => s.id === active) ?? EMOJI_SETS[0]!;
  return (
    <div className={styles.emojiPanel}>
      <div className={styles.emojiTabs} role="tablist" aria-label="表情">
        {EMOJI_SETS.map((s) => (
          <button
            key={s.id}
            type="button"
            role="tab"
            aria-selected={s.id === active}
            className={s.id === active ? styles.emojiTabActive : styles.emojiTab}
            onClick={() => setActive(s.id)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <div className={styles.emojiGrid} role="tabpanel">
        {set.items.map((item) => (
          <button
            key={item.name}
            type="button"
            className={styles.emojiBtn}
            title={item.name}
            aria-label={item.name}
            onClick={() => onPick(emojiToken(item.name))}
          >
            {item.char ?? <img src={item.src} alt="" width={26} height={26} />}
          </button>
        ))}
      </div>
    </div>
  );
}
