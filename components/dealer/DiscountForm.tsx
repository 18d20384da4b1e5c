'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { LeadTargetType, SeriesDealer } from '@/lib/api/dealer';
import { LeadForm } from './LeadForm';
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

/** 询底价 / 领取优惠: pick stores (all nearby by default, or the one chosen), leave name and phone. */
export function DiscountForm({ targetId, type, seriesId, cityCode, dealers, dealerId, submitText }: DiscountFormProps) {
  const [chosen, setChosen] = useState<number | null>(dealerId && dealers.some((d) => d.id === dealerId) ? dealerId : null);
  const [done, setDone] = useState<{ count: number; repeat: boolean } | null>(null);

  if (done) {
    return (
      <div className={formStyles.success} role="status">
        <h2>提交成功</h2>
        <p>{done.count}家经销商将在30分钟内（营业时间）给您回电报价。</p>
        {done.repeat && <p>您近7天已咨询过该车系，经销商会合并处理，不会重复打扰。</p>}
        <p>请留意来电，报价不满意可以随时拒绝，您的号码不会被公开。</p>
        <Link href="/" className="btn btn-ghost">
          返回首页
        </Link>
      </div>
    );
  }

  return (
    <LeadForm
      submitText={submitText}
      verifyPhone
      note="提交即表示同意将信息提供给所选经销商，用于联系报价"
      onSubmit={async (lead) => {
        // Asked before saving: whether this phone already left a lead for the series this week.
        // The API module (with its response schemas) loads on submit, not with the page.
        const { checkPhone, receiveDiscount } = await import('@/lib/api/dealer');
        const check = await checkPhone(lead.phone, seriesId).catch(() => ({ submitted: false }));
        const res = await receiveDiscount(targetId, type, { ...lead, cityCode: cityCode, dealerId: chosen });
        setDone({ count: res.dealerCount, repeat: check.submitted });
      }}
    >
      {dealers.length > 0 && (
        <div role="radiogroup" aria-label="选择经销商">
          <button type="button" role="radio" aria-checked={chosen === null} className={styles.dealerOption} onClick={() => setChosen(null)}>
            <div>
              <strong>附近全部经销商（{dealers.length}家）</strong>
              <span>多家报价，比出底价</span>
            </div>
          </button>
          {dealers.map((d) => (
            <button key={d.id} type="button" role="radio" aria-checked={chosen === d.id} className={styles.dealerOption} onClick={() => setChosen(d.id)}>
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
