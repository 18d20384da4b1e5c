import type { Database } from 'better-sqlite3';
import { nowSeconds } from '../db';
import { LEAD_RETENTION_DAYS } from '../../contract/lead-consent';

// The keeping time the lead forms state (「自提交起保存90天」, LEAD_RETENTION_DAYS in
// contract/lead-consent.ts), enforced: once it has passed, a 询底价 / 领取优惠 / 咨询 lead, a dealer-phone
// clue and a test drive no longer name anyone. The privacy policy's rule is "delete or anonymise":
// the rows stay (a series' 已询价 count and a store's lead history keep their numbers) with the name
// and number blanked and no link to an account, so no list, export or store sees them as anyone's.
// The consent records behind them lose their link to the phone and the account the same way; the
// SMS codes sent to prove a lead's phone go. Run at the API's start and every hour with the
// account-deletion purge (account-data/purge.ts, schedulePurge), by the API's clock.

const DAY = 86400;

/** The phone-bearing rows the sweep cleared, by table. */
interface LeadSweep {
  leads: number;
  drives: number;
  consents: number;
  codes: number;
}

/** Anonymises every lead, test drive and consent record left more than LEAD_RETENTION_DAYS before `now`. */
export function sweepExpiredLeads(db: Database, now = nowSeconds()): LeadSweep {
  const cutoff = now - LEAD_RETENTION_DAYS * DAY;
  const keep = LEAD_RETENTION_DAYS * DAY;
  return db.transaction((): LeadSweep => {
    // A key to take back a lead is worth nothing past ten minutes; it goes with the lead's link.
    db.prepare(
      "DELETE FROM undo_keys WHERE kind = 'lead' AND row_id IN (SELECT id FROM dealer_leads WHERE created_at <= ?)",
    ).run(cutoff);
    const leads = db
      .prepare(
        `UPDATE dealer_leads SET name = '', phone = '', user_id = NULL, withdrawn_at = COALESCE(withdrawn_at, created_at + ?)
         WHERE created_at <= ? AND (name <> '' OR phone <> '' OR user_id IS NOT NULL)`,
      )
      .run(keep, cutoff).changes;
    // A booking stays the account's order (我的试驾), without the name and number the store had.
    const drives = db
      .prepare(
        `UPDATE drive_orders SET name = '', phone = '' WHERE created_at <= ? AND (name <> '' OR phone <> '')`,
      )
      .run(cutoff).changes;
    const consents = db
      .prepare(
        `UPDATE lead_consents SET phone = '', user_id = NULL, withdrawn_at = COALESCE(withdrawn_at, created_at + ?)
         WHERE kind IN ('discount', 'consult', 'drive') AND created_at <= ? AND (phone <> '' OR user_id IS NOT NULL)`,
      )
      .run(keep, cutoff).changes;
    const codes = db
      .prepare("DELETE FROM sms_codes WHERE purpose = 'lead' AND created_at <= ?")
      .run(cutoff).changes;
    return { leads, drives, consents, codes };
  })();
}
