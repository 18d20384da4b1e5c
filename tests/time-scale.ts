// Every time limit of the tests (browser and unit) comes from here, scaled for the machine they run on.
// Tests wait for states, not for time; a limit only says how long a state may take to come, and a
// busy or slow machine (CI on 2 shared cores, a load average of 11 was seen) needs longer than a
// quiet one. `TEST_TIME_SCALE` sets the factor; CI (CI=true) defaults to 3, elsewhere 1.

const TIME_SCALE = (() => {
  const set = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(set) && set > 0) return set;
  return process.env.CI ? 3 : 1;
})();

/** A time limit in ms, scaled for this machine. */
export const scaled = (ms: number): number => Math.round(ms * TIME_SCALE);
