import { prepareDb, seededAt } from '../app';
import { readEnv } from '../env';
import { AUDIT_RULES } from '.';

// `npm run audit:catalogue [-- 2027-07-20]`: seeds a fresh in-memory demo database (as on the
// given day, else today) and prints, for each audit rule, how many rows break it (with the first
// few); exits 1 when any rule is broken.

const env = { ...readEnv(), dbFile: ':memory:', quiet: true, demo: true };
const day = process.argv[2];
const at = day ? Date.parse(day) : NaN;
if (day && Number.isNaN(at)) {
  console.error(`not a date: ${day}`);
  process.exit(2);
}
const db = day ? seededAt(env, Math.floor(at / 1000)) : prepareDb(env);
let broken = 0;
for (const rule of AUDIT_RULES) {
  const found = rule.check(db);
  if (found.length > 0) broken++;
  console.log(
    `${found.length === 0 ? 'ok  ' : 'FAIL'} ${String(found.length).padStart(4)}  ${rule.id}: ${rule.text}`,
  );
  for (const line of found.slice(0, 3)) console.log(`            ${line}`);
}
console.log(`\n${AUDIT_RULES.length - broken} of ${AUDIT_RULES.length} rules hold`);
process.exit(broken > 0 ? 1 : 0);
