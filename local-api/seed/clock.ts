// China time for the seed: events keep daytime hours in Beijing whatever the hour the seed runs,
// and days, months and years are China-calendar ones.

const DAY = 86400;
/** China Standard Time is UTC+8 all year (no daylight saving). */
export const CHINA_OFFSET = 8 * 3600;

/** The instant of `hour`:`minute` China time on the China calendar day that contains `ts` (Unix s). */
export function atChinaHour(ts: number, hour: number, minute = 0): number {
  const dayStart = Math.floor((ts + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return dayStart + hour * 3600 + minute * 60;
}
