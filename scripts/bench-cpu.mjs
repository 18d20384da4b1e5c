// Server CPU per request, the robust measure on a shared machine: the CPU time (utime + stime from
// /proc/<pid>/stat) of the web server's and the local API's process trees over a fixed number of
// requests. On a 2-core machine req/s moves by half from run to run; CPU per request barely moves.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { MOBILE_UA } from './bench-lib.mjs';

const CLK_TCK = (() => {
  try {
    return Number(execSync('getconf CLK_TCK').toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** pid -> [ppid, cpu ticks (own utime + stime, plus reaped children's)] for every process. */
export function processTable() {
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      table.set(Number(name), [ppid, ticks]);
    } catch {
      // the process ended while we read
    }
  }
  return table;
}

/** A process and all its descendants (pids), from a processTable(). */
export function processTree(rootPid, table = processTable()) {
  const children = new Map();
  for (const [pid, [ppid]] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** CPU ms used so far by a process and all its descendants. */
export function treeCpuMs(rootPid, table = processTable()) {
  const ticks = processTree(rootPid, table).reduce((sum, pid) => sum + (table.get(pid)?.[1] ?? 0), 0);
  return (ticks * 1000) / CLK_TCK;
}

/** CPU ms per request of `url`, `requests` sent `concurrency` at a time. */
export async function cpuPerRequest(url, webPid, apiPid, requests, concurrency) {
  let sent = 0;
  let failed = 0;
  const worker = async () => {
    while (sent < requests) {
      sent++;
      try {
        const res = await fetch(url, { headers: { 'user-agent': MOBILE_UA } });
        await res.arrayBuffer();
      } catch {
        failed++;
      }
    }
  };
  const before = processTable();
  const web0 = treeCpuMs(webPid, before);
  const api0 = treeCpuMs(apiPid, before);
  const t0 = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = Date.now() - t0;
  const after = processTable();
  const webMs = (treeCpuMs(webPid, after) - web0) / requests;
  const apiMs = (treeCpuMs(apiPid, after) - api0) / requests;
  return { requests: requests, failed, webMs: +webMs.toFixed(2), apiMs: +apiMs.toFixed(2), totalMs: +(webMs + apiMs).toFixed(2), rps: Math.round((requests * 1000) / wallMs) };
}
