// The hour of day of seeded events, in China time (issue 26 walk): events were placed at "now"
// plus whole days, so every activity, dealer event and launch started at whatever hour the seed
// ran (05:18 when seeded before dawn in Beijing, midnight when seeded at 16:00 UTC).

const DAY = 86400;
/** China Standard Time is UTC+8 all year (no daylight saving). */
const CHINA_OFFSET = 8 * 3600;

/** The instant of `hour`:`minute` China time on the China calendar day that contains `ts` (Unix s). */
export function atChinaHour(ts: number, hour: number, minute = 0): number {
  const dayStart = Math.floor((ts + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return dayStart + hour * 3600 + minute * 60;
}
