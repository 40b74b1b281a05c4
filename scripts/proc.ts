import { readFileSync } from 'node:fs';

/** A process's resident memory now (VmRSS), in MB, from /proc: the benchmarks' memory figure. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}
