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
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The whole machine's busy CPU over a window (every process, ours or not), in percent of one
 * core like the processes' shares: on a shared machine, what else ran beside the bench.
 */
export function watchMachine(): () => MachineUsage {
  const start = machineTicks();
  const startedAt = performance.now();
  const cpuStall = stallMicroseconds('cpu');
  const ioStall = stallMicroseconds('io');
  return () => {
    const end = machineTicks();
    const share = (end.busy - start.busy) / Math.max(1, end.total - start.total);
    const windowUs = (performance.now() - startedAt) * 1000;
    const stalled = (now: number, then: number) =>
      Math.round(((now - then) / windowUs) * 1000) / 10;
    return {
      cpuPercent: Math.round(share * end.cores * 1000) / 10,
      cpuPressurePercent: stalled(stallMicroseconds('cpu'), cpuStall),
      ioPressurePercent: stalled(stallMicroseconds('io'), ioStall),
    };
  };
}

export interface MachineUsage {
  /** busy CPU of every process, percent of one core */
  cpuPercent: number;
  /** share of the window in which some runnable task waited for a CPU (Linux PSI 'some') */
  cpuPressurePercent: number;
  /** share of the window in which some task waited for I/O (PSI 'some') */
  ioPressurePercent: number;
}

/** Linux pressure stall information: total µs some task stalled on the resource, 0 if absent. */
function stallMicroseconds(resource: 'cpu' | 'io'): number {
  return read(() => {
    const text = readFileSync(`/proc/pressure/${resource}`, 'utf8');
    return Number(/^some .*total=(\d+)/m.exec(text)?.[1] ?? 0);
  });
}

function machineTicks(): { busy: number; total: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  // cpu  user nice system idle iowait irq softirq steal guest guest_nice (guest counted in user)
  const ticks = lines[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = ticks[3] + ticks[4];
  const cores = lines.filter((line) => /^cpu\d/.test(line)).length;
  return { busy: total - idle, total, cores };
}

/**
 * Processes' summed CPU share (percent of one core) and largest summed RSS over a window, sampled
 * once a second: start it when the window opens, call the answer when it closes. A process that
 * ends within the window counts what it used until its last sample.
 */
export function watchProcesses(
  pids: readonly number[],
): () => { cpuPercent: number; peakRssMb: number } {
  const startedAt = performance.now();
  const startCpu = pids.map((pid) => read(() => cpuTimeMs(pid)));
  const lastCpu = [...startCpu];
  let peak = 0;
  const sample = () => {
    pids.forEach((pid, index) => (lastCpu[index] = read(() => cpuTimeMs(pid)) || lastCpu[index]));
    peak = Math.max(peak, sum(pids.map((pid) => read(() => rssMb(pid)))));
  };
  sample();
  const sampler = setInterval(sample, 1000);
  return () => {
    clearInterval(sampler);
    sample();
    const used = sum(lastCpu) - sum(startCpu);
    const cpuPercent = (used / (performance.now() - startedAt)) * 100;
    return { cpuPercent: Math.round(cpuPercent * 10) / 10, peakRssMb: peak };
  };
}

function read(measure: () => number): number {
  try {
    return measure();
  } catch {
    return 0;
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
