import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '..', '..');
/** The folders of our own code (tests and benches aside). */
export const SOURCE_FOLDERS = [
  'domain',
  'sync',
  'neural',
  'vision',
  'threads',
  'api/src',
  'pwa/src',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    const code = /\.(ts|tsx)$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return code ? [path] : [];
  });
}

/**
 * Every source file and the files of ours it imports, type imports and re-exports included,
 * resolved as the compiler resolves them (tsconfig.json's paths); paths relative to the repo.
 */
export function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const graph = new Map<string, string[]>();
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return [];
      const target = relative(ROOT, resolved.resolvedFileName);
      return target.startsWith('node_modules') ? [] : [target];
    });
    graph.set(relative(ROOT, file), [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan): each is an import circle. */
export function importCircles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (start: string) => {
    // iterative depth-first walk: [file, next target to look at]
    const walk: [string, number][] = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (walk.length > 0) {
      const top = walk[walk.length - 1];
      const [file, at] = top;
      const targets = graph.get(file) ?? [];
      if (at < targets.length) {
        top[1]++;
        const target = targets[at];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          walk.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(file, Math.min(low.get(file)!, index.get(target)!));
        }
        continue;
      }
      walk.pop();
      if (walk.length > 0) {
        const parent = walk[walk.length - 1][0];
        low.set(parent, Math.min(low.get(parent)!, low.get(file)!));
      }
      if (low.get(file) === index.get(file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== file);
        if (group.length > 1) circles.push(group.sort());
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}
