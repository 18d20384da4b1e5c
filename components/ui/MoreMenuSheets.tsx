'use client';
import { lazy, Suspense } from 'react';

// The "···" menu of a comment or a post: an action sheet whose 举报 entry opens a second sheet of
// preset reasons. One pair of sheets for every such menu, loaded on the first tap.

const ActionSheet = lazy(() => import('react-vant/es/action-sheet/index.js'));

export type MoreSheet = 'more' | 'report' | null;

export interface MoreAction<K extends string> {
  key: K;
  name: string;
  color?: string;
}

export function MoreMenuSheets<K extends string>({
  sheet,
  setSheet,
  actions,
  reasons,
  onAction,
  onReport,
}: {
  sheet: MoreSheet;
  setSheet: (next: MoreSheet | ((current: MoreSheet) => MoreSheet)) => void;
  actions: MoreAction<K | 'report'>[];
  reasons: readonly string[];
  /** Any action but 举报 (which opens the reasons). */
  onAction: (key: K) => void;
  onReport: (reason: string) => void;
}) {
  if (sheet === null) return null;
  return (
    <Suspense fallback={null}>
      <ActionSheet
        visible={sheet === 'more'}
        actions={actions.map(({ name, color }) => ({ name, color }))}
        cancelText="取消"
        onCancel={() => setSheet(null)}
        onClose={() => setSheet((s) => (s === 'more' ? null : s))}
        onSelect={(_, i) => {
          const key = actions[i]?.key;
          if (key === 'report') setSheet('report');
          else if (key !== undefined) onAction(key as K);
        }}
      />
      <ActionSheet
        visible={sheet === 'report'}
        title="举报原因"
        actions={reasons.map((name) => ({ name }))}
        cancelText="取消"
        onCancel={() => setSheet(null)}
        onClose={() => setSheet((s) => (s === 'report' ? null : s))}
        onSelect={(a) => onReport(a.name ?? '其他')}
      />
    </Suspense>
  );
}
