import type { Database } from 'better-sqlite3';
import { NO_PASSWORD, revokeOtherSessions } from '../../auth';
import { nowSeconds } from '../../db';
import { relMedia } from '../../media-path';
import { LEAD_RETENTION_DAYS } from '../../../contract/lead-consent';
import { sweepExpiredLeads } from '../lead-retention';

// The end of an account deletion's cooling-off (records.ts): the account's personal data is
// deleted or anonymised. PERSON_COLUMNS names every column of the database that holds a person
// (a user id, a phone, a `u<id>` subject) and what the purge does with it; the purge runs from it,
// and tests/unit/account-data-api.test.ts fails when a table gains such a column not named here.
//
// What stays: what the person published (articles, posts, comments, 口碑, live messages, votes,
// tips) keeps its text under the anonymised account, shown as 「已注销用户」 with the default
// avatar, so threads others replied to keep their shape. Everything private is deleted; leads are
// withdrawn (the stores no longer see a name or number); consents are closed; shop orders keep
// their accounting row without the delivery address; the phone is released for a new account.

export const DELETED_NICKNAME = '已注销用户';
/** The anonymised account's avatar: the generated default, the same for every deleted account. */
export const DELETED_AVATAR = relMedia('avatar', 'deleted', DELETED_NICKNAME);

/** What a column holds: a user id, a phone, a `u<id>` text, or nothing personal (named so the test knows it was looked at). */
type Holds = 'id' | 'phone' | 'subject' | 'none';
/**
 * delete: the rows go. null: the reference is cleared, the row stays. keep: the row stays under the
 * anonymised account. step: a purge step of its own below (users, leads, shop orders, consents).
 * owner: a phone in another account's own record (its address book, its order's delivery), which
 * stays theirs; the person's own such rows go with their user id.
 */
type Action = 'delete' | 'null' | 'keep' | 'step' | 'owner';

export interface PersonColumn {
  holds: Holds;
  action: Action;
  why: string;
}

const del = (holds: Holds, why: string): PersonColumn => ({ holds, action: 'delete', why });
const keep = (why: string): PersonColumn => ({ holds: 'id', action: 'keep', why });

/** `table.column` -> what it holds and what the purge does with it. */
export const PERSON_COLUMNS: Record<string, PersonColumn> = {
  'users.phone': {
    holds: 'phone',
    action: 'step',
    why: 'replaced by a placeholder that is no phone: the number can register again',
  },
  'account_deletions.user_id': keep('when the account was deleted (no other data)'),
  'consent_records.user_id': {
    holds: 'id',
    action: 'step',
    why: 'closed: every open consent is withdrawn at the purge',
  },
  'ace_columns.author_id': keep('a published column'),
  'activities.creator_id': keep('a published activity (its organiser name becomes 已注销用户)'),
  'activities.organiser_id': {
    holds: 'none',
    action: 'step',
    why: 'a circle, club or user id by organiser_type; a user organiser is renamed',
  },
  'activity_registrations.user_id': del('id', 'a sign-up: name, phone, address'),
  'activity_registrations.phone': del('phone', 'a sign-up with this phone'),
  'activity_registrations.invite_uid': {
    holds: 'id',
    action: 'null',
    why: 'who invited another person: the link goes, their sign-up stays',
  },
  'app_version_reports.user_id': del('id', 'device record'),
  'blocks.user_id': del('id', 'who the person blocked'),
  'blocks.blocked_id': del('id', 'who blocked the person'),
  'checkins.user_id': del('id', 'check-in history'),
  'column_follows.user_id': del('id', 'followed columns'),
  'comment_likes.user_id': del('id', 'likes'),
  'comment_reports.user_id': del('id', 'reports filed'),
  'comment_submit_keys.user_id': del('id', 'duplicate-submit keys'),
  'comment_uploads.user_id': del('id', 'uploaded comment pictures'),
  'comments.user_id': keep('published comments, shown as 已注销用户'),
  'community_club_cars.user_id': del('id', 'the car shown in a club'),
  'community_club_members.user_id': del('id', 'club memberships'),
  'community_goods.user_id': keep('a published goods recommendation'),
  'community_members.user_id': del('id', 'circle memberships'),
  'community_read_selected.user_id': del('id', 'read marks'),
  'community_reports.user_id': del('id', 'reports filed'),
  'community_theme_follows.user_id': del('id', 'followed themes'),
  'community_topic_blocks.user_id': del('id', 'blocked topics'),
  'content_likes.user_id': del('id', 'likes'),
  'contents.author_id': keep('published articles and posts, shown as 已注销用户'),
  'dealer_activity_signs.user_id': del('id', 'a store activity sign-up: name, phone'),
  'dealer_activity_signs.phone': del('phone', 'a store activity sign-up with this phone'),
  'dealer_leads.user_id': {
    holds: 'id',
    action: 'step',
    why: 'withdrawn, name and phone blanked, no longer linked',
  },
  'dealer_leads.phone': {
    holds: 'phone',
    action: 'step',
    why: 'withdrawn, name and phone blanked',
  },
  'dealer_sales.phone': {
    holds: 'none',
    action: 'keep',
    why: "a store consultant's business phone",
  },
  'dealer_staff.user_id': del('id', "a dealer account's store"),
  'dealers.phone': { holds: 'none', action: 'keep', why: "a store's business phone" },
  'price_reports.user_id': del('id', "an owner's 成交价 reports (with their city and month)"),
  'lead_consents.user_id': del(
    'id',
    'consents to pass the number to stores: the leads they covered are withdrawn',
  ),
  'lead_consents.phone': del('phone', 'consents given with this phone'),
  'drive_orders.user_id': del('id', 'test-drive bookings: name, phone'),
  'drive_orders.phone': del('phone', 'test-drive bookings with this phone'),
  'favourites.user_id': del('id', 'favourites'),
  'follows.user_id': del('id', 'who the person follows'),
  'follows.followed_id': del('id', 'the person’s followers'),
  'goods_orders.user_id': keep(
    'a redemption’s accounting row (points, goods); its delivery fields are cleared',
  ),
  'goods_orders.ship_phone': {
    holds: 'phone',
    action: 'owner',
    why: 'the person’s own orders: delivery name, phone and address cleared',
  },
  'idle_listings.seller_id': del('id', 'second-hand listings'),
  'ins_likes.user_id': del('id', 'likes'),
  'live_item_likes.user_id': del('id', 'likes'),
  'live_message_likes.user_id': del('id', 'likes'),
  'live_items.user_id': keep('published live posts'),
  'live_messages.user_id': keep('published live chat'),
  'lottery_draws.user_id': keep('a draw’s record (prize stock, fairness proof)'),
  'merchant_applications.user_id': del('id', 'merchant applications: name, phone, company'),
  'merchant_applications.phone': del('phone', 'merchant applications with this phone'),
  'merchant_uploads.user_id': del('id', 'merchant licence pictures'),
  'points_ledger.user_id': del('id', 'points history'),
  'rank_click_viewers.viewer': del('subject', 'today’s ranking clicks'),
  'rank_clicks.user_id': del('id', 'ranking clicks'),
  'remarks.user_id': keep('published 口碑, shown as 已注销用户'),
  'rewards.user_id': keep('a published tip'),
  'search_counted.subject': del('subject', 'today’s counted searches'),
  'session_epochs.user_id': keep('bumped: every token of the account stops working'),
  'sms_codes.phone': del('phone', 'SMS codes sent'),
  'sms_notices.phone': del('phone', 'SMS notices sent'),
  'social_members.user_id': del('id', 'group memberships'),
  'social_posts.user_id': keep('published group posts'),
  'team_invitations.inviter_id': del('id', 'invitations sent'),
  'team_members.user_id': del('id', 'team memberships'),
  'team_members.parent_invited_id': {
    holds: 'id',
    action: 'null',
    why: 'who invited another member: the link goes',
  },
  'teams.leader_id': keep('a published team'),
  'user_addresses.user_id': del('id', 'delivery addresses'),
  'user_addresses.phone': {
    holds: 'phone',
    action: 'owner',
    why: 'the person’s own addresses go with their user id',
  },
  'user_cars.user_id': del('id', 'owned cars'),
  'view_marks.visitor': del('subject', 'today’s view marks'),
  'vote_records.user_id': keep('a cast vote (the option counts stay right)'),
};

/** The value a column of `holds` carries for the account. */
function valueFor(holds: Holds, uid: number, phone: string): number | string | null {
  if (holds === 'id') return uid;
  if (holds === 'phone') return phone;
  if (holds === 'subject') return `u${uid}`;
  return null;
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Deletes or anonymises one account's personal data (one transaction). */
function purgeAccount(db: Database, uid: number, now = nowSeconds()): void {
  const row = db.prepare('SELECT phone FROM users WHERE id = ?').get(uid) as
    { phone: string } | undefined;
  if (!row) return;
  const { phone } = row;
  db.transaction(() => {
    db.prepare(
      'UPDATE dealer_leads SET withdrawn_at = COALESCE(withdrawn_at, ?), name = ?, phone = ?, user_id = NULL WHERE user_id = ? OR phone = ?',
    ).run(now, '', '', uid, phone);
    db.prepare(
      'UPDATE goods_orders SET ship_name = NULL, ship_phone = NULL, ship_area = NULL, ship_detail = NULL WHERE user_id = ?',
    ).run(uid);
    db.prepare(
      'UPDATE consent_records SET withdrawn_at = ? WHERE user_id = ? AND withdrawn_at IS NULL',
    ).run(now, uid);
    db.prepare(
      "UPDATE activities SET organiser_name = ? WHERE organiser_type = 'user' AND organiser_id = ?",
    ).run(DELETED_NICKNAME, uid);
    for (const [key, col] of Object.entries(PERSON_COLUMNS)) {
      if (col.action !== 'delete' && col.action !== 'null') continue;
      const [table, column] = key.split('.') as [string, string];
      const value = valueFor(col.holds, uid, phone);
      if (value === null) continue;
      const sql =
        col.action === 'delete'
          ? `DELETE FROM ${quoteName(table)} WHERE ${quoteName(column)} = ?`
          : `UPDATE ${quoteName(table)} SET ${quoteName(column)} = NULL WHERE ${quoteName(column)} = ?`;
      db.prepare(sql).run(value);
    }
    // The account row stays (what it published points at it) with nothing that names the person.
    db.prepare(
      `UPDATE users SET phone = ?, password = ?, nickname = ?, avatar = ?, intro = '', gender = 0, city = '', level = 1, points = 0 WHERE id = ?`,
    ).run(`deleted-${uid}`, NO_PASSWORD, DELETED_NICKNAME, DELETED_AVATAR, uid);
    revokeOtherSessions(db, uid);
    db.prepare('UPDATE account_deletions SET purged_at = ? WHERE user_id = ?').run(now, uid);
  })();
}

/** Purges every account whose cooling-off ended by `now`; answers their ids. */
export function purgeDueAccounts(db: Database, now = nowSeconds()): number[] {
  const due = (
    db
      .prepare(
        'SELECT user_id FROM account_deletions WHERE purged_at IS NULL AND purge_after <= ? ORDER BY user_id',
      )
      .all(now) as { user_id: number }[]
  ).map((r) => r.user_id);
  for (const uid of due) purgeAccount(db, uid, now);
  return due;
}

/** How often the API process looks for accounts and leads due (besides once at start). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the purge now and then every PURGE_INTERVAL_MS: accounts past their cooling-off, and leads
 * past their stated keeping time (lead-retention.ts); answers a stop function.
 */
export function schedulePurge(
  db: Database,
  log: (line: string) => void = () => undefined,
): () => void {
  const run = () => {
    const purged = purgeDueAccounts(db);
    if (purged.length)
      log(`[local-api] purged ${purged.length} deleted account(s) past their cooling-off`);
    const swept = sweepExpiredLeads(db);
    if (swept.leads + swept.drives + swept.consents + swept.codes > 0)
      log(
        `[local-api] past the ${LEAD_RETENTION_DAYS}-day keeping time: ${swept.leads} lead(s), ${swept.drives} test drive(s), ${swept.consents} consent record(s) anonymised, ${swept.codes} lead code(s) deleted`,
      );
  };
  run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
