/**
 * The car catalog: brands, series, models, full parameter tables, gallery images, monthly
 * sales, launches (新车日历 / 新车页), themes (专题) and recommended lists.
 *
 * TABLES (names and columns are a contract: other domains join on them; keep them stable)
 *   car_brands         id, name, letter (pinyin index A–Z without I/U/V, '#'), country,
 *                      logo (relative media path), hot_rank (1.. for hot brands, 0 otherwise),
 *                      description
 *   car_series         id, brand_id → car_brands, name, body ('轿车'|'SUV'|'MPV'),
 *                      size ('微型'|'小型'|'紧凑型'|'中型'|'中大型'|'大型'), level (e.g. '中型SUV'),
 *                      energy ('纯电'|'插混'|'增程'), min_price, max_price (万元, models on sale),
 *                      min_range, max_range (CLTC pure-electric km), sale_status
 *                      (1 在售, 2 停售, 3 未上市), launch_at (Unix s), cover (relative media path),
 *                      hot_rank (1.. by popularity), score (owner rating 0–10), description
 *   car_series_images  id, series_id → car_series, category ('外观'|'内饰'|'空间'), path, sort
 *   car_models         id, series_id → car_series, name (e.g. '2025款 后驱长续航智驾版'), year,
 *                      power_group (e.g. '后驱 · 73.6kWh'), drive ('前驱'|'后驱'|'四驱'),
 *                      battery_kwh, range_km, price (万元), sale_status (1/2/3 as above),
 *                      power_kw, accel (0–100 s), launch_at, sort
 *   car_model_params   model_id → car_models, sort, group_name, name, value ('●' 标配,
 *                      '○' 选配, '-' 无, or a figure); PRIMARY KEY (model_id, sort); rows in
 *                      display order, the same names in the same order for every model
 *   car_series_sales   series_id, month ('YYYY-MM'), sales; the last 24 months
 *   car_launches       id, series_id, kind ('上市'|'预售'|'新增车型'|'改款'), title, summary,
 *                      body (HTML with MEDIA_TOKEN), cover, launch_at (Unix s), models_at (the
 *                      launch_at of the trims it introduced: the ones its page lists and counts)
 *   car_themes         id, title, summary, cover, tag; car_theme_series (theme_id, series_id,
 *                      sort, reason)
 *   car_recommend      id, title, summary, kind ('price'|'body'|'energy');
 *                      car_recommend_series (list_id, series_id, sort, reason)
 */
import type { Domain } from '../../domain';
import { carRoutes } from './routes';
import { seedCars } from './seed';

export const cars: Domain = {
  name: 'cars',
  schema: `
    CREATE TABLE IF NOT EXISTS car_brands (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, letter TEXT NOT NULL, country TEXT NOT NULL,
      logo TEXT NOT NULL, hot_rank INTEGER NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT ''
    );
    CREATE TABLE IF NOT EXISTS car_series (
      id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES car_brands(id), name TEXT NOT NULL,
      body TEXT NOT NULL, size TEXT NOT NULL, level TEXT NOT NULL, energy TEXT NOT NULL,
      min_price REAL NOT NULL, max_price REAL NOT NULL, min_range INTEGER NOT NULL, max_range INTEGER NOT NULL,
      sale_status INTEGER NOT NULL, launch_at INTEGER NOT NULL, cover TEXT NOT NULL,
      hot_rank INTEGER NOT NULL, score REAL NOT NULL DEFAULT 0, description TEXT NOT NULL DEFAULT ''
    );
    CREATE INDEX IF NOT EXISTS car_series_brand ON car_series (brand_id);
    CREATE TABLE IF NOT EXISTS car_series_images (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id),
      category TEXT NOT NULL, path TEXT NOT NULL, sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_series_images_series ON car_series_images (series_id, sort);
    CREATE TABLE IF NOT EXISTS car_models (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id), name TEXT NOT NULL,
      year INTEGER NOT NULL, power_group TEXT NOT NULL, drive TEXT NOT NULL, battery_kwh REAL NOT NULL,
      range_km INTEGER NOT NULL, price REAL NOT NULL, sale_status INTEGER NOT NULL,
      power_kw INTEGER NOT NULL, accel REAL NOT NULL, launch_at INTEGER NOT NULL, sort INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_models_series ON car_models (series_id, sort);
    CREATE TABLE IF NOT EXISTS car_model_params (
      model_id INTEGER NOT NULL REFERENCES car_models(id), sort INTEGER NOT NULL,
      group_name TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL,
      PRIMARY KEY (model_id, sort)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS car_series_sales (
      series_id INTEGER NOT NULL REFERENCES car_series(id), month TEXT NOT NULL, sales INTEGER NOT NULL,
      PRIMARY KEY (series_id, month)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS car_series_sales_month ON car_series_sales (month);
    CREATE TABLE IF NOT EXISTS car_launches (
      id INTEGER PRIMARY KEY, series_id INTEGER NOT NULL REFERENCES car_series(id), kind TEXT NOT NULL,
      title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, cover TEXT NOT NULL, launch_at INTEGER NOT NULL,
      models_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS car_launches_time ON car_launches (launch_at);
    CREATE TABLE IF NOT EXISTS car_themes (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, cover TEXT NOT NULL, tag TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS car_theme_series (
      theme_id INTEGER NOT NULL REFERENCES car_themes(id), series_id INTEGER NOT NULL REFERENCES car_series(id),
      sort INTEGER NOT NULL, reason TEXT NOT NULL DEFAULT '', PRIMARY KEY (theme_id, series_id)
    );
    CREATE TABLE IF NOT EXISTS car_recommend (
      id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, kind TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS car_recommend_series (
      list_id INTEGER NOT NULL REFERENCES car_recommend(id), series_id INTEGER NOT NULL REFERENCES car_series(id),
      sort INTEGER NOT NULL, reason TEXT NOT NULL DEFAULT '', PRIMARY KEY (list_id, series_id)
    );
  `,
  seed({ db, now }) {
    seedCars(db, now);
  },
  routes: carRoutes,
};
