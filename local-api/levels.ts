// Growth levels of the points system, shared by users (seed, check-in) and the rules page.

/** Growth levels by points; the same table is published on /webview/level-rules. */
export const LEVELS = [
  { level: 1, name: '新手上路', points: 0 },
  { level: 2, name: '电车学徒', points: 100 },
  { level: 3, name: '续航达人', points: 300 },
  { level: 4, name: '快充能手', points: 600 },
  { level: 5, name: '智驾先锋', points: 1000 },
  { level: 6, name: '资深车友', points: 1800 },
  { level: 7, name: '新能源专家', points: 3000 },
  { level: 8, name: '出行领航员', points: 5000 },
  { level: 9, name: '行业观察家', points: 8000 },
  { level: 10, name: '新出行大使', points: 12000 },
] as const;

export function levelFor(points: number): number {
  let level = 1;
  for (const l of LEVELS) if (points >= l.points) level = l.level;
  return level;
}
