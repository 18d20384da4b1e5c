'use client';

import { useState } from 'react';
import { useLoginGate } from '@/components/layout/useLoginGate';
import { errorMessage, toast } from '@/components/ui/toast';
import type { RawRef } from '@/lib/api/community';
import { communityApi } from '@/lib/community';
import styles from './Community.module.css';

/** 话题屏蔽: the reader hides a topic from this circle's feed (POST /v1/common/set-circle-topic-block). */
export default function TopicBlockPanel({
  circleId,
  themes,
  blocked,
}: {
  circleId: number;
  themes: RawRef[];
  blocked: number[];
}) {
  const gate = useLoginGate();
  const [ids, setIds] = useState(blocked);
  const [open, setOpen] = useState(true);
  async function toggle(themeId: number) {
    if (!gate()) return;
    const block = !ids.includes(themeId);
    try {
      const res = await (await communityApi()).setCircleTopicBlock(circleId, themeId, block);
      setIds(res.blocked_theme_ids);
      toast(block ? '已屏蔽该话题，刷新后生效' : '已取消屏蔽');
    } catch (err) {
      toast(errorMessage(err));
    }
  }
  return (
    <div>
      <button
        type="button"
        className={styles.chip}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        话题屏蔽{ids.length > 0 ? ` (${ids.length})` : ''}
      </button>
      {open && (
        <div className={styles.chips} aria-label="选择要屏蔽的话题">
          {themes.map((t) => (
            <button
              key={t.id}
              type="button"
              className={`${styles.chip} ${ids.includes(t.id) ? styles.chipOn : ''}`}
              aria-pressed={ids.includes(t.id)}
              onClick={() => void toggle(t.id)}
            >
              {ids.includes(t.id) ? '已屏蔽 ' : '屏蔽 '}#{t.name}#
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
