import type { Domain } from '../../domain';
import { boardRoutes } from './boards';
import { circleRoutes } from './circles';
import { postRoutes } from './posts';
import { seedCommunity } from './seed';
import { themeClubRoutes } from './themes-clubs';

// 社区: circles (圈子) with members, posts filed into circles (the ins content), themes and topic
// activities, clubs (车友会), community rankings, circle goods, 攻略 and 互动. Seeds after the car
// library (circles are tied to series) and before comments (which writes threads on the posts).

export const community: Domain = {
  name: 'community',
  schema: `
    CREATE TABLE IF NOT EXISTS community_circles (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, category_id INTEGER NOT NULL, series_id INTEGER, intro TEXT NOT NULL,
      cover TEXT NOT NULL, icon TEXT NOT NULL, base_members INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_members (
      circle_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (circle_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS community_themes (
      id INTEGER PRIMARY KEY, kind INTEGER NOT NULL, title TEXT NOT NULL, intro TEXT NOT NULL, cover TEXT NOT NULL,
      rules TEXT NOT NULL DEFAULT '', starts_at INTEGER NOT NULL DEFAULT 0, ends_at INTEGER NOT NULL DEFAULT 0,
      circle_id INTEGER, views INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_posts (
      content_id INTEGER PRIMARY KEY, circle_id INTEGER NOT NULL, theme_id INTEGER, series_id INTEGER,
      kind INTEGER NOT NULL DEFAULT 1, is_pinned INTEGER NOT NULL DEFAULT 0, is_selected INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS community_posts_circle ON community_posts (circle_id);
    CREATE INDEX IF NOT EXISTS community_posts_theme ON community_posts (theme_id);
    CREATE TABLE IF NOT EXISTS community_theme_follows (
      theme_id INTEGER NOT NULL, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (theme_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS community_topic_blocks (
      user_id INTEGER NOT NULL, circle_id INTEGER NOT NULL, theme_id INTEGER NOT NULL, PRIMARY KEY (user_id, circle_id, theme_id)
    );
    CREATE TABLE IF NOT EXISTS community_read_selected (
      user_id INTEGER NOT NULL, circle_id INTEGER NOT NULL, read_at INTEGER NOT NULL, PRIMARY KEY (user_id, circle_id)
    );
    CREATE TABLE IF NOT EXISTS community_reports (
      content_id INTEGER NOT NULL, user_id INTEGER NOT NULL, reason TEXT NOT NULL, created_at INTEGER NOT NULL,
      PRIMARY KEY (content_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS community_clubs (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT NOT NULL, brand_id INTEGER, series_id INTEGER, circle_id INTEGER,
      intro TEXT NOT NULL, cover TEXT NOT NULL, base_members INTEGER NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_club_members (
      club_id INTEGER NOT NULL, user_id INTEGER NOT NULL, role TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (club_id, user_id)
    );
    CREATE TABLE IF NOT EXISTS community_club_notices (
      id INTEGER PRIMARY KEY, club_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_club_events (
      id INTEGER PRIMARY KEY, club_id INTEGER NOT NULL, title TEXT NOT NULL, place TEXT NOT NULL, starts_at INTEGER NOT NULL,
      signups INTEGER NOT NULL, quota INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_club_cars (
      id INTEGER PRIMARY KEY, club_id INTEGER NOT NULL, user_id INTEGER NOT NULL, series_id INTEGER NOT NULL, color TEXT NOT NULL,
      mileage INTEGER NOT NULL, bought_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_goods (
      id INTEGER PRIMARY KEY, circle_id INTEGER NOT NULL, name TEXT NOT NULL, price INTEGER NOT NULL, reason TEXT NOT NULL,
      cover TEXT NOT NULL, goods_id INTEGER, recommends INTEGER NOT NULL, user_id INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS community_rank_prev (
      board TEXT NOT NULL, object_id INTEGER NOT NULL, rank INTEGER NOT NULL, PRIMARY KEY (board, object_id)
    );
  `,
  seed: seedCommunity,
  routes(r, env) {
    circleRoutes(r, env);
    postRoutes(r, env);
    themeClubRoutes(r, env);
    boardRoutes(r, env);
  },
};
