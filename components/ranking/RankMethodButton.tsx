'use client';
import { lazy, Suspense, useState } from 'react';
import styles from './RankSource.module.css';

// The 榜单说明 button: the sheet (react-vant's Popup) is loaded on the first tap, so a list page
// does not carry it in its first-load JS.
const RankMethodSheet = lazy(() =>
  import('./RankMethodSheet').then((m) => ({ default: m.RankMethodSheet })),
);

export interface RankMethod {
  /** The list's name, the sheet's title. */
  title: string;
  origin: string;
  period: string;
  method: string[];
  example: string;
}

export function RankMethodButton(props: RankMethod) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.methodButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        榜单说明
      </button>
      {open && (
        <Suspense fallback={null}>
          <RankMethodSheet {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
