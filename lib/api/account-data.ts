import * as z from 'zod/mini';
import { api, downloadFile, type CallOptions, type DownloadedFile } from './http';
import { unixSeconds } from '@/contract/api/schema';
import { RawDeletionStatus, RawConsent } from '@/contract/api/account-data';

// My data and my account (PIPL Art. 15, 44–47): 下载我的信息, 授权记录 with 撤回, and 注销账号 with its
// 15-day cooling-off (注销中) that a login or 撤销注销 cancels. The API side is
// local-api/domains/account-data; docs/account-data.md describes both.

export interface Consent {
  /** 'privacy': the login agreement; 'lead': a 询底价's consent to pass the phone to stores; 'drive': a test drive's; 'activity': a sign-up's. */
  kind: RawConsent['kind'];
  id: number;
  title: string;
  detail: string;
  givenAt: number;
  withdrawnAt: number | null;
  /** Whether 撤回 is still possible (false once withdrawn, or once a drive is done or an activity started). */
  withdrawable: boolean;
}

export const reshapeConsent = (c: RawConsent): Consent => ({
  kind: c.kind,
  id: c.id,
  title: c.title,
  detail: c.detail,
  givenAt: c.given_at,
  withdrawnAt: c.withdrawn_at,
  withdrawable: c.withdrawable,
});

/** Every consent the account gave, newest first. */
export const getConsents = async (options?: CallOptions): Promise<Consent[]> =>
  (
    await api.get(z.object({ list: z.array(RawConsent) }), 'v1/user/agreements', undefined, options)
  ).list.map(reshapeConsent);

/** 撤回 the login agreement: every session of the account ends; answers when it was withdrawn. */
export const withdrawPrivacyConsent = async (id: number): Promise<number> =>
  (
    await api.post(
      z.object({ id: z.number(), withdrawn_at: unixSeconds }),
      'v1/user/agreement-withdraw',
      { id },
    )
  ).withdrawn_at;

/** 注销中: when it was asked and when the account's data goes; null when no deletion is pending. */
export interface DeletionStatus {
  requestedAt: number;
  purgeAfter: number;
}

const reshapeStatus = (s: z.infer<typeof RawDeletionStatus>): DeletionStatus | null =>
  s.pending && s.requested_at && s.purge_after
    ? { requestedAt: s.requested_at, purgeAfter: s.purge_after }
    : null;

export const getDeletionStatus = async (options?: CallOptions): Promise<DeletionStatus | null> =>
  reshapeStatus(await api.get(RawDeletionStatus, 'v1/user/deletion', undefined, options));

/** 注销账号, proven by the code sent to the account's own phone (sendOldPhoneCode). */
export const requestAccountDeletion = async (code: string): Promise<DeletionStatus | null> =>
  reshapeStatus(await api.post(RawDeletionStatus, 'v1/user/deletion', { code }));

/** 撤销注销 from the account itself (a login cancels it too). */
export const cancelAccountDeletion = () =>
  api.post(z.object({ pending: z.boolean(), cancelled: z.boolean() }), 'v1/user/deletion/cancel');

/** 下载我的信息: the account's data as one JSON file or one CSV file (a row per field, with its section). */
export const downloadMyData = (format: 'json' | 'csv'): Promise<DownloadedFile> =>
  downloadFile('v1/user/data-export', { format });
