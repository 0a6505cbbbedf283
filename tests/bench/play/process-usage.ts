import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second (sysconf(_SC_CLK_TCK)), 100 on every common kernel. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, ms, from /proc/<pid>/stat. */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The resident set of a process, MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

/**
 * A process's CPU share (percent of one core) and largest RSS over a window, sampled once a
 * second: start it when the window opens, call stop() when it closes.
 */
export function watchProcess(pid: number): () => { cpuPercent: number; peakRssMb: number } {
  const startedAt = performance.now();
  const startCpu = cpuTimeMs(pid);
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  return () => {
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(pid));
    const cpuPercent = ((cpuTimeMs(pid) - startCpu) / (performance.now() - startedAt)) * 100;
    return { cpuPercent: Math.round(cpuPercent * 10) / 10, peakRssMb: peak };
  };
}
