'use client';

import { useState } from 'react';
import styles from './param-table.module.css';

type Flag = 'highlight' | 'hideSame';

const TOGGLES: [Flag, string][] = [
  ['highlight', '高亮不同项'],
  ['hideSame', '隐藏相同项'],
];

/**
 * The two toggles of the parameter table. They flip data attributes on the server-rendered
 * table; CSS does the rest (rows carry data-same), so no cell is touched by JS.
 */
export function ParamToolbar({ tableId }: { tableId: string }) {
  const [flags, setFlags] = useState<Record<Flag, boolean>>({ highlight: false, hideSame: false });
  const flip = (flag: Flag, on: boolean) => {
    setFlags((f) => ({ ...f, [flag]: on }));
    const el = document.getElementById(tableId);
    if (el) el.dataset[flag] = on ? '1' : '0';
  };
  return (
    <div className={styles.toolbar}>
      {TOGGLES.map(([flag, label]) => (
        <label key={flag}>
          <input
            type="checkbox"
            checked={flags[flag]}
            onChange={(e) => flip(flag, e.target.checked)}
          />
          {label}
        </label>
      ))}
      <span className={styles.legend}>● 标配 ○ 选配 - 无</span>
    </div>
  );
}
