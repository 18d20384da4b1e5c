'use client';

import { useState } from 'react';
import styles from './param-table.module.css';

/**
 * The two toggles of the parameter table. They flip data attributes on the server-rendered
 * table; CSS does the rest (rows carry data-same), so no cell is touched by JS.
 */
export function ParamToolbar({ tableId }: { tableId: string }) {
  const [highlight, setHighlight] = useState(false);
  const [hideSame, setHideSame] = useState(false);
  const flip = (attr: 'highlight' | 'hideSame', on: boolean) => {
    const el = document.getElementById(tableId);
    if (el) el.dataset[attr] = on ? '1' : '0';
  };
  return (
    <div className={styles.toolbar}>
      <label>
        <input
          type="checkbox"
          checked={highlight}
          onChange={(e) => {
            setHighlight(e.target.checked);
            flip('highlight', e.target.checked);
          }}
        />
        高亮不同项
      </label>
      <label>
        <input
          type="checkbox"
          checked={hideSame}
          onChange={(e) => {
            setHideSame(e.target.checked);
            flip('hideSame', e.target.checked);
          }}
        />
        隐藏相同项
      </label>
      <span className={styles.legend}>● 标配 ○ 选配 - 无</span>
    </div>
  );
}
