'use client';

import { useId } from 'react';
import {
  CONSENT_TERMS,
  NO_STORE_MESSAGE,
  storesText,
  type ConsentKind,
  type ConsentStore,
} from '@/contract/lead-consent';
import styles from './LeadConsent.module.css';

export interface LeadConsentProps {
  kind: ConsentKind;
  /** The stores that will receive the number, with their own numbers. */
  stores: readonly ConsentStore[];
  checked: boolean;
  onChange(checked: boolean): void;
  /** Shown under the box when a submit was refused for want of it. */
  error?: string;
  /** 只接受在线报价（不接电话）, for the forms whose stores answer online too (询底价, 购车咨询). */
  onlineOnly?: { checked: boolean; onChange(checked: boolean): void };
}

/**
 * The consent every form that passes a phone number to a store asks before submit (PIPL Art. 23):
 * the stores by name and number, the purpose and how long the number is kept
 * (contract/lead-consent.ts), and a separate box, never ticked in advance.
 */
export function LeadConsent({
  kind,
  stores,
  checked,
  onChange,
  error,
  onlineOnly,
}: LeadConsentProps) {
  const terms = CONSENT_TERMS[kind];
  const errorId = useId();
  return (
    <section className={styles.consent} aria-label="手机号授权" data-testid="lead-consent">
      <p className={styles.line} data-testid="lead-receivers">
        您的手机号将提供给：<strong>{stores.length ? storesText(stores) : NO_STORE_MESSAGE}</strong>
      </p>
      <p className={styles.line}>用途：{terms.purpose}</p>
      <p className={styles.line}>保存期限：{terms.retention}</p>
      {onlineOnly && (
        <label className={styles.check}>
          <input
            type="checkbox"
            name="online_only"
            checked={onlineOnly.checked}
            onChange={(e) => onlineOnly.onChange(e.target.checked)}
          />
          <span>只接受在线报价（不接电话）</span>
        </label>
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          name="consent"
          checked={checked}
          disabled={stores.length === 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>同意将我的姓名和手机号提供给以上门店，用于上述用途</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
