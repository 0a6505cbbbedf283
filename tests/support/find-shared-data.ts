import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The real data in ../shared/data (never copied into the repository): SHARED_DATA_DIR when set,
 * else the first shared/data beside `repoRoot` or beside one of its parents (a clone made
 * elsewhere on this machine finds it at /work/shared/data).
 */
export function findSharedData(repoRoot: string): string {
  if (process.env.SHARED_DATA_DIR) return path.resolve(process.env.SHARED_DATA_DIR);
  const candidates: string[] = [];
  for (let dir = path.resolve(repoRoot); ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, '..', 'shared', 'data'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/data');
  return (
    candidates.find((candidate) => existsSync(candidate)) ??
    path.resolve(repoRoot, '../shared/data')
  );
}
