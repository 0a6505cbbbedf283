import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ALIASES: Record<string, string> = {
  '@api/': 'api/src/',
  '@domain/': 'domain/',
  '@sync/': 'sync/',
  '@vision/': 'vision/',
  '@neural/': 'neural/',
};

/**
 * Compiles one CLI and the project files it imports to CommonJS in `outDir` (as `nest build`
 * does, path aliases made relative; no type check, which `tsc` does elsewhere), so a test can
 * run the CLI as a child process without building the whole API. Returns the compiled entry.
 */
export async function transpileCli(root: string, entry: string, outDir: string): Promise<string> {
  const done = new Set<string>();
  const pending = [resolve(root, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (done.has(file)) continue;
    done.add(file);
    const source = await readFile(file, 'utf8');
    const rewritten = source.replace(
      /(from\s+|import\s*\(\s*|require\(\s*)'([^']+)'/g,
      (whole, lead: string, specifier: string) => {
        const target = projectFile(root, file, specifier);
        if (!target) return whole;
        pending.push(target);
        let path = relative(dirname(file), target).replace(/\.ts$/, '');
        if (!path.startsWith('.')) path = `./${path}`;
        return `${lead}'${path}'`;
      },
    );
    const output = ts.transpileModule(rewritten, {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.CommonJS,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        experimentalDecorators: true,
        emitDecoratorMetadata: true,
      },
    }).outputText;
    const out = join(outDir, relative(root, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, output);
  }
  return join(outDir, entry).replace(/\.ts$/, '.js');
}

/** The project's .ts file an import names (an alias or a relative path); null for packages. */
function projectFile(root: string, from: string, specifier: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  return ts.sys.fileExists(`${base}.ts`) ? `${base}.ts` : join(base, 'index.ts');
}
