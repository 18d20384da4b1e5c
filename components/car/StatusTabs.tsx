'use client';

import { useState, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface StatusTab {
  key: string;
  name: string;
  count: number;
  panel: ReactNode;
}

/** Sale status tabs (在售 / 停售 / 未上市): the panels are rendered on the server, tabs only switch. */
export function StatusTabs({ tabs, initial }: { tabs: StatusTab[]; initial: string }) {
  const [active, setActive] = useState(initial);
  return (
    <div>
      <div className={styles.tabs} role="tablist">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={active === t.key}
            className={active === t.key ? styles.tabOn : undefined}
            onClick={() => setActive(t.key)}
          >
            {t.name}
            <span className={styles.tabCount}>{t.count}</span>
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div key={t.key} role="tabpanel" hidden={active !== t.key}>
          {t.panel}
        </div>
      ))}
    </div>
  );
}
