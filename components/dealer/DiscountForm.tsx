'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { LeadTargetType, SeriesDealer } from '@/lib/api/dealer';
import { useIsLoggedIn } from '@/components/layout/AppContext';
import { LeadForm } from './LeadForm';
import { UndoSubmit, UndoneNote, type UndoTarget } from '@/components/elder/UndoSubmit';
import formStyles from '@/components/ui/LeadForm.module.css';
import styles from './Dealer.module.css';

export interface DiscountFormProps {
  targetId: number;
  type: LeadTargetType;
  seriesId: number;
  cityCode: string;
  dealers: SeriesDealer[];
  /** A store chosen before (the {sid} of the route). */
  dealerId?: number;
  submitText: string;
}

type Done = {
  names: string[];
  repeat: boolean;
  onlineOnly: boolean;
  undo?: UndoTarget;
  undone?: boolean;
};

/**
 * 询底价 / 领取优惠: pick stores (all nearby by default, or the one chosen), leave name and phone.
 * The form names the stores that will receive the number (with their numbers), the purpose and the
 * keeping time, asks the separate consent, and offers 只接受在线报价（不接电话）: then the stores get
 * no number to call and answer in 我的询价. With no store in the city the page offers another city
 * instead of this form.
 */
export function DiscountForm({
  targetId,
  type,
  seriesId,
  cityCode,
  dealers,
  dealerId,
  submitText,
}: DiscountFormProps) {
  const [chosen, setChosen] = useState<number | null>(
    dealerId && dealers.some((d) => d.id === dealerId) ? dealerId : null,
  );
  const [onlineOnly, setOnlineOnly] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const loggedIn = useIsLoggedIn();

  if (done?.undone) return <UndoneNote kind="lead" onAgain={() => setDone(null)} />;
  if (done) {
    return (
      <div className={formStyles.success} role="status">
        <h2>提交成功</h2>
        <p>您的手机号已提供给：{done.names.join('、')}</p>
        {done.onlineOnly ? (
          <p>
            您选择了只接受在线报价，经销商看不到您的手机号，不会来电，报价将显示在「我的询价」。
          </p>
        ) : (
          <p>
            {done.names.length}
            家经销商将在30分钟内（营业时间）给您回电报价，报价也会显示在「我的询价」。
          </p>
        )}
        {done.repeat && <p>您近7天已咨询过该车系，经销商会合并处理，不会重复打扰。</p>}
        <p>不想再被联系？可随时在「我的询价」中撤回授权，经销商将无法再看到您的号码。</p>
        <UndoSubmit target={done.undo} onUndone={() => setDone({ ...done, undone: true })} />
        {loggedIn ? (
          <Link href="/user/leads" className="btn btn-ghost">
            查看我的询价
          </Link>
        ) : (
          <Link href="/" className="btn btn-ghost">
            返回首页
          </Link>
        )}
      </div>
    );
  }

  return (
    <LeadForm
      submitText={submitText}
      verifyPhone
      consent={{
        kind: 'discount',
        stores: chosen === null ? dealers : dealers.filter((d) => d.id === chosen),
        onlineOnly: { checked: onlineOnly, onChange: setOnlineOnly },
      }}
      note="可随时在「我的询价」撤回授权，撤回后经销商将看不到您的号码"
      onSubmit={async (lead) => {
        // Asked before saving: whether this phone already left a lead for the series this week.
        // The API module (with its response schemas) loads on submit, not with the page.
        const { checkPhone, receiveDiscount } = await import('@/lib/api/dealer');
        const check = await checkPhone(lead.phone, seriesId).catch(() => ({ submitted: false }));
        const res = await receiveDiscount(targetId, type, {
          ...lead,
          cityCode: cityCode,
          dealerId: chosen,
          onlineOnly,
        });
        const undo = res.undoKey
          ? { kind: 'lead' as const, id: res.id, key: res.undoKey }
          : undefined;
        setDone({
          names: res.dealers.map((d) => d.name),
          repeat: check.submitted,
          onlineOnly,
          undo,
        });
      }}
    >
      {dealers.length > 0 && (
        <div role="radiogroup" aria-label="选择经销商">
          <button
            type="button"
            role="radio"
            aria-checked={chosen === null}
            className={styles.dealerOption}
            onClick={() => setChosen(null)}
          >
            <div>
              <strong>附近全部经销商（{dealers.length}家）</strong>
              <span>多家报价，比出底价</span>
            </div>
          </button>
          {dealers.map((d) => (
            <button
              key={d.id}
              type="button"
              role="radio"
              aria-checked={chosen === d.id}
              className={styles.dealerOption}
              onClick={() => setChosen(d.id)}
            >
              <div>
                <strong>{d.name}</strong>
                <span>
                  {d.address}
                  {d.discount > 0 ? ` · 优惠${d.discount}元` : ''}
                </span>
              </div>
            </button>
          ))}
        </div>
      )}
    </LeadForm>
  );
}
