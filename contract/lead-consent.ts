// Consent before a phone number is passed on to a store (PIPL Art. 23). Each form that sends a
// number to a store names the stores, the purpose and how long the number is kept, and asks a
// separate, unticked consent; the local API refuses a lead without it and records what was agreed
// (local-api/domains/consents.ts). The words live here once, for the form and for the record.

export const CONSENT_KINDS = ['discount', 'consult', 'drive', 'activity'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export interface ConsentTerms {
  /** What the stores may use the number for. */
  purpose: string;
  /** How long the stores and the site keep it. */
  retention: string;
}

/**
 * Days a lead's or a test drive's number is kept after it was left: the forms say it, and the
 * local API's sweep (local-api/domains/lead-retention.ts) removes the number once they have passed.
 */
export const LEAD_RETENTION_DAYS = 90;

const LEAD_RETENTION = `自提交起保存${LEAD_RETENTION_DAYS}天，期满或您撤回授权后门店不再看到您的号码`;

export const CONSENT_TERMS: Record<ConsentKind, ConsentTerms> = {
  discount: { purpose: '向您报出本车系的本地最低价与优惠', retention: LEAD_RETENTION },
  consult: {
    purpose: '就您咨询的事项（报价、试驾、金融或置换）与您联系',
    retention: LEAD_RETENTION,
  },
  drive: { purpose: '与您确认试驾时间并安排试驾', retention: LEAD_RETENTION },
  // The 活动报名须知 (/hdbmxz) promise: sign-up details are deleted within 30 days after the event.
  activity: {
    purpose: '与您确认活动报名与到店时间',
    retention: '仅用于本次活动，活动结束后30天内删除',
  },
};

/** The refusal, on the form and from the API, when the consent box is not ticked. */
export const CONSENT_REQUIRED_MESSAGE = '请先勾选同意将手机号提供给上述门店';

/** The refusal when no store would receive the number: nobody would call. */
export const NO_STORE_MESSAGE = '当前城市暂无在售门店，提交后不会有人联系您，请切换到有门店的城市';

/** A store a form names as the receiver of the number. */
export interface ConsentStore {
  name: string;
  /** The store's own number, so the person knows who will call. */
  phone?: string;
}

/** The stores named in a sentence: 「A（电话）、B（电话）」. */
export const storesText = (stores: readonly ConsentStore[]) =>
  stores.map((s) => (s.phone ? `${s.name}（${s.phone}）` : s.name)).join('、');
