/**
 * CPU time of processes from /proc (Linux): the server's and PostgreSQL's own time per request of a measure, a
 * steadier figure on a shared machine than requests a second, and one that says which side a read is bound by.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks a second of /proc's times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** A process's parent and its user and system time in ticks, or undefined once it is gone. */
function stat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** A process and its children (PostgreSQL's postmaster and its backends), each pid with its ticks so far. */
function familyTicks(root: number): Map<number, number> {
  const ticks = new Map<number, number>();
  const own = stat(root);
  if (own) ticks.set(root, own.ticks);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === root) continue;
    const s = stat(pid);
    if (s?.ppid === root) ticks.set(pid, s.ticks);
  }
  return ticks;
}

/**
 * Starts counting the CPU time of the server process and of PostgreSQL (its postmaster and every backend, those
 * that start meanwhile too); `stop(requests)` gives each side's microseconds per request. Without a postmaster
 * (PGlite, inside the server) the database's time is the server's.
 */
export function cpuPerRequest(serverPid: number, postmasterPid: number | undefined) {
  const server = stat(serverPid)?.ticks ?? 0;
  const postgres = postmasterPid === undefined ? undefined : familyTicks(postmasterPid);
  return (requests: number) => {
    const perRequest = (ticks: number) => (requests > 0 ? (ticks * 1_000_000) / TICKS_PER_SECOND / requests : NaN);
    const serverUs = perRequest((stat(serverPid)?.ticks ?? server) - server);
    if (postmasterPid === undefined || postgres === undefined) return { serverUs, postgresUs: undefined };
    let used = 0;
    for (const [pid, now] of familyTicks(postmasterPid)) used += now - (postgres.get(pid) ?? 0);
    return { serverUs, postgresUs: perRequest(used) };
  };
}

/** The postmaster of the PostgreSQL a connection's backend runs under (its parent process). */
export const postmasterOf = (backendPid: number): number | undefined => stat(backendPid)?.ppid;
