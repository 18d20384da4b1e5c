import type { Domain } from '../../domain';
import { cityRoutes } from './cities';
import { leadPrivacyRoutes, seedDealerStaff } from './lead-privacy';
import { leadRoutes } from './leads';
import { dealerRoutes } from './routes';
import { seedDealers } from './seed';

// Dealers (4S stores, showrooms, delivery centres) in the ten big cities, what they sell and at
// which discount, their photos, sales consultants and activities, and the leads people leave:
// consults (询底价 and friends), discount claims, activity sign-ups and phone clues.
//
// rows.ts: the rows and wire items; seed.ts: the demo stores; routes.ts: a dealer's pages;
// cities.ts: cities, areas and configuration; leads.ts: the leads and their checks;
// lead-privacy.ts: who receives a lead, the quotes, 我的询价 and 撤回授权, the dealers' lead list.

export const dealers: Domain = {
  name: 'dealers',
  schema: `
    CREATE TABLE IF NOT EXISTS dealers (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, kind INTEGER NOT NULL, city_code TEXT NOT NULL, city TEXT NOT NULL,
      district TEXT NOT NULL, district_code TEXT NOT NULL, address TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL,
      phone TEXT NOT NULL, hours TEXT NOT NULL, brand_names TEXT NOT NULL, cover TEXT NOT NULL, score REAL NOT NULL,
      intro TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS dealers_city ON dealers (city_code);
    CREATE TABLE IF NOT EXISTS dealer_series (
      dealer_id INTEGER NOT NULL REFERENCES dealers(id), series_id INTEGER NOT NULL, discount INTEGER NOT NULL,
      promotion TEXT NOT NULL, deadline INTEGER NOT NULL, PRIMARY KEY (dealer_id, series_id)
    );
    CREATE INDEX IF NOT EXISTS dealer_series_series ON dealer_series (series_id);
    CREATE TABLE IF NOT EXISTS dealer_photos (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), image TEXT NOT NULL, title TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_sales (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), name TEXT NOT NULL, avatar TEXT NOT NULL,
      phone TEXT NOT NULL, title TEXT NOT NULL, years INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_activities (
      id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id), type INTEGER NOT NULL, series_id INTEGER,
      title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, cover TEXT NOT NULL, start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL, quota INTEGER NOT NULL, address TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_activity_signs (
      id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES dealer_activities(id), user_id INTEGER,
      name TEXT NOT NULL, phone TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (activity_id, phone)
    );
    CREATE TABLE IF NOT EXISTS dealer_leads (
      id INTEGER PRIMARY KEY, source TEXT NOT NULL, type INTEGER NOT NULL, user_id INTEGER, series_id INTEGER,
      model_id INTEGER, dealer_id INTEGER, city_code TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '',
      phone TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, online_only INTEGER NOT NULL DEFAULT 0, withdrawn_at INTEGER
    );
    CREATE INDEX IF NOT EXISTS dealer_leads_user ON dealer_leads (user_id);
    CREATE TABLE IF NOT EXISTS dealer_lead_recipients (
      lead_id INTEGER NOT NULL REFERENCES dealer_leads(id), dealer_id INTEGER NOT NULL REFERENCES dealers(id), PRIMARY KEY (lead_id, dealer_id)
    );
    CREATE INDEX IF NOT EXISTS dealer_lead_recipients_dealer ON dealer_lead_recipients (dealer_id);
    CREATE TABLE IF NOT EXISTS dealer_quotes (
      id INTEGER PRIMARY KEY, lead_id INTEGER NOT NULL REFERENCES dealer_leads(id), dealer_id INTEGER NOT NULL REFERENCES dealers(id),
      price INTEGER NOT NULL, note TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS dealer_staff (user_id INTEGER PRIMARY KEY, dealer_id INTEGER NOT NULL REFERENCES dealers(id));
  `,
  seed({ db, rng, now }) {
    seedDealers(db, rng, now);
    seedDealerStaff(db);
  },
  routes(r, env) {
    cityRoutes(r);
    dealerRoutes(r, env);
    leadRoutes(r, env);
    leadPrivacyRoutes(r, env);
  },
};
