/** CPU time per request from /proc: steadier than requests a second on a shared machine, and split by side. */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ. */
const TICKS_PER_SECOND = 100;

/** Undefined once the process is gone. */
function stat(pid: number): { ppid: number; ticks: number } | undefined {
  try {
    // The command name may hold spaces and parentheses: the fields after its last ')' are fixed.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** The postmaster and its backends. */
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

/** Backends that start meanwhile count too. PGlite runs inside the server, so it has no side of its own. */
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

/** A backend's parent. */
export const postmasterOf = (backendPid: number): number | undefined => stat(backendPid)?.ppid;
