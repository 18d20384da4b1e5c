import type { Domain } from '../../domain';
import { activityRoutes } from './routes';
import { seedActivities } from './seed';

// Activities with sign-up and a waitlist (spec §7 "Activity"). Community activities are the rows
// a circle or club organises; the organiser's display name is stored here so the pages render
// without the community tables.
export const activities: Domain = {
  name: 'activities',
  schema: `
    CREATE TABLE IF NOT EXISTS activities (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, cover TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL,
      city TEXT NOT NULL, address TEXT NOT NULL, fee TEXT NOT NULL, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL,
      sign_starts_at INTEGER NOT NULL, sign_ends_at INTEGER NOT NULL, capacity INTEGER NOT NULL,
      organiser_type TEXT NOT NULL, organiser_id INTEGER NOT NULL, organiser_name TEXT NOT NULL,
      series_id INTEGER, creator_id INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS activity_registrations (
      id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES activities(id), user_id INTEGER NOT NULL,
      name TEXT NOT NULL, phone TEXT NOT NULL, province TEXT NOT NULL, city TEXT NOT NULL, district TEXT NOT NULL,
      area_text TEXT NOT NULL, address TEXT NOT NULL, status INTEGER NOT NULL, invite_uid INTEGER,
      created_at INTEGER NOT NULL, seated_at INTEGER, cancelled_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS activity_registrations_activity ON activity_registrations (activity_id, status, created_at);
    CREATE UNIQUE INDEX IF NOT EXISTS activity_registrations_live ON activity_registrations (activity_id, user_id) WHERE status IN (1, 2);
  `,
  seed: seedActivities,
  routes: activityRoutes,
};
