'use client';

import { useRouter } from '@/components/layout/useRouter';
import { useEffect, useState } from 'react';
import { LeadForm } from '@/components/dealer/LeadForm';
import styles from '@/components/ui/LeadForm.module.css';
import { isSlotPassed } from '@/contract/drive-slots';
import { FIELD_LIMITS } from '@/contract/field-limits';
import type { ConsentStore } from '@/contract/lead-consent';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

function dayLabel(day: string, index: number): string {
  if (index === 0) return '今天';
  if (index === 1) return '明天';
  // Noon China time is the same calendar day in UTC.
  const weekday = new Date(`${day}T12:00:00+08:00`).getUTCDay();
  return `${day.slice(5).replace('-', '/')} 周${WEEKDAYS[weekday]}`;
}

/** The booking form: day and time slot, then name and phone; a failed submit keeps it all. */
export interface DriveFormProps {
  modelId: number;
  dealerId: number;
  /** The store that receives the number, named in the consent. */
  store: ConsentStore;
  days: string[];
  times: string[];
  /** Changing an existing booking: its id and what it holds now. */
  edit?: { id: number; name: string; phone: string; date: string; time: string; remark: string };
}

export function DriveForm({ modelId, dealerId, store, days, times, edit }: DriveFormProps) {
  const router = useRouter();
  // Today's slots may be gone by the afternoon: tomorrow is the default.
  const [date, setDate] = useState(
    edit && days.includes(edit.date) ? edit.date : (days[1] ?? days[0] ?? ''),
  );
  const [time, setTime] = useState(edit?.time ?? '');
  const [remark, setRemark] = useState(edit?.remark ?? '');
  // The reader's clock decides which of today's slots have passed (China time). Read after
  // hydration so the server's render and the first client render agree.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const passed = (t: string) => now !== null && isSlotPassed(date, t, now);
  const chosenPassed = time !== '' && passed(time);

  return (
    <LeadForm
      submitText={edit ? '保存修改' : '提交预约'}
      verifyPhone
      initial={edit ? { name: edit.name, phone: edit.phone } : undefined}
      consent={{ kind: 'drive', stores: [store] }}
      note="提交后门店将在2小时内电话确认，试驾需携带本人驾驶证"
      terms={[{ href: '/xcheshihzxy', title: '新车试驾服务协议' }]}
      validateExtra={() =>
        !date ? '请选择试驾日期' : !time || chosenPassed ? '请选择试驾时段' : null
      }
      onSubmit={async (lead) => {
        const input = { modelId, dealerId, ...lead, date, time, remark };
        // The API module (with its response schemas) loads on submit, not with the page.
        const { createDrive, editDrive } = await import('@/lib/api/drive');
        const order = edit ? await editDrive(edit.id, input) : await createDrive(input);
        if (edit) router.replace(`/drive/order/${order.id}`);
        else router.push(`/drive/order/${order.id}`);
      }}
    >
      <div className={styles.field} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        <span className={styles.label}>试驾日期</span>
        <div className={styles.choices} role="radiogroup" aria-label="试驾日期">
          {days.slice(0, 7).map((d, i) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={date === d}
              className={styles.choice}
              onClick={() => setDate(d)}
            >
              {dayLabel(d, i)}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.field} style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        <span className={styles.label}>试驾时段</span>
        <div className={styles.choices} role="radiogroup" aria-label="试驾时段">
          {times.map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={time === t && !passed(t)}
              className={styles.choice}
              disabled={passed(t)}
              title={passed(t) ? '该时段已过' : undefined}
              onClick={() => setTime(t)}
            >
              {t}
            </button>
          ))}
        </div>
      </div>
      <label className={styles.field}>
        <span className={styles.label}>备注</span>
        <input
          name="remark"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder="选填，如希望试驾的路线"
          maxLength={FIELD_LIMITS.driveRemark.max}
        />
      </label>
    </LeadForm>
  );
}
