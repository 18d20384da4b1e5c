'use client';

import { useState } from 'react';
import { LeadForm } from './LeadForm';
import { UndoSubmit, UndoneNote, type UndoTarget } from '@/components/elder/UndoSubmit';
import styles from '@/components/ui/LeadForm.module.css';
import type { ConsentStore } from '@/contract/lead-consent';

export interface ActivitySignFormProps {
  activityId: number;
  signed: number;
  quota: number;
  ended: boolean;
  /** The store that holds the event and receives the number, named in the consent. */
  store: ConsentStore;
}

export function ActivitySignForm({
  activityId,
  signed,
  quota,
  ended,
  store,
}: ActivitySignFormProps) {
  const [count, setCount] = useState(signed);
  const [done, setDone] = useState(false);
  const [undo, setUndo] = useState<UndoTarget | undefined>();
  const [undone, setUndone] = useState(false);
  if (undone) {
    return (
      <UndoneNote
        kind="sign"
        onAgain={() => {
          setUndone(false);
          setDone(false);
        }}
      />
    );
  }
  if (ended) return <p className={styles.note}>活动已结束，下次早点来哦</p>;
  if (done) {
    return (
      <div className={styles.success} role="status">
        <h2>报名成功</h2>
        <p>门店顾问会在24小时内电话与您确认到店时间。</p>
        <p>
          当前已报名 {count}/{quota} 人
        </p>
        <UndoSubmit
          target={undo}
          onUndone={() => {
            setCount((n) => n - 1);
            setUndone(true);
          }}
        />
      </div>
    );
  }
  if (count >= quota) return <p className={styles.note}>名额已满</p>;
  return (
    <LeadForm
      submitText="立即报名"
      verifyPhone
      note={`已报名 ${count}/${quota} 人`}
      consent={{ kind: 'activity', stores: [store] }}
      terms={[
        { href: '/hdbmxz', title: '活动报名须知' },
        { href: '/hdgz', title: '活动规则' },
      ]}
      onSubmit={async (lead) => {
        // The API module (with its response schemas) loads on submit, not with the page.
        const { signActivity } = await import('@/lib/api/dealer');
        const res = await signActivity(activityId, lead);
        setCount(res.signed);
        setUndo(
          res.id && res.undo_key ? { kind: 'sign', id: res.id, key: res.undo_key } : undefined,
        );
        setDone(true);
      }}
    />
  );
}
