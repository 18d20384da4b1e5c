// The numbers of 个性化推荐 (local-api/domains/recommend.ts; docs/recommendation.md), shared with
// the page that explains them to readers.

/** What one opened piece adds to its series and to its topic. */
export const READ_WEIGHT = 1;
/** What one 不感兴趣 adds to the piece's series and topic. */
export const NOT_INTERESTED_WEIGHT = -5;
/** How far one point of interest moves a piece in the feed: as if it were published this much later. */
export const SECONDS_PER_POINT = 24 * 60 * 60;
/** A series' or a topic's points count up to this either way, so no reading habit buries the news. */
export const MAX_POINTS = 30;

/**
 * 个性化推荐 of an anonymous reader (算法推荐管理规定 Art. 17): `0` is off, anything else on. Not
 * httpOnly: the settings switch sets it in the browser, the server reads it for the first render
 * (lib/server/recommend.ts). A signed-in reader's setting is their account's. Here rather than in
 * lib/constants.ts, which every page's first script carries.
 */
export const RECOMMEND_COOKIE = 'xcx_rec';
export const RECOMMEND_COOKIE_MAX_AGE_DAYS = 365;
