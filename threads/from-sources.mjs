// A worker thread's entry from the TypeScript sources (threads/start-thread.ts starts it when no
// compiled .js lies beside the entry, i.e. under vitest): the entry's path is the first argv,
// taken off before the entry runs. The .ts files are compiled to CommonJS by TypeScript as they
// are required (kept in a cache in the temp folder, by path and modification time, this file's
// too), and the path aliases of tsconfig.json (@vision/*, @domain/*, ...) resolve to their
// folders. Not SWC: its native addon, loaded by one worker thread after another, crashes Node.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { argv, pid } from 'node:process';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const self = fileURLToPath(import.meta.url);
const root = join(dirname(self), '..');
const cacheDir = join(tmpdir(), 'threads-from-sources');
const loaderVersion = statSync(self).mtimeMs;
const { paths } = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')).compilerOptions;
const aliases = Object.entries(paths).map(([alias, [target]]) => [
  alias.replace('*', ''),
  join(root, target.replace('*', '')),
]);

const [entry] = argv.splice(2, 1);
if (!entry?.endsWith('.ts')) throw new Error(`from-sources.mjs runs a .ts entry, not ${entry}`);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  const alias = aliases.find(([prefix]) => request.startsWith(prefix));
  const resolved = alias ? join(alias[1], request.slice(alias[0].length)) : request;
  return resolveFilename.call(this, resolved, ...rest);
};

function transpile(filename) {
  const ts = require('typescript');
  return ts.transpileModule(readFileSync(filename, 'utf8'), {
    fileName: filename,
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      inlineSourceMap: true,
    },
  }).outputText;
}

function compiled(filename) {
  const { mtimeMs, size } = statSync(filename);
  const key = createHash('sha1')
    .update(`${filename}\0${mtimeMs}\0${size}\0${loaderVersion}`)
    .digest('hex');
  const cached = join(cacheDir, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    const code = transpile(filename);
    mkdirSync(cacheDir, { recursive: true });
    // written whole under a name of its own, then renamed: a thread reading it sees all or none
    const partial = `${cached}.${pid}.${threadId}`;
    writeFileSync(partial, code);
    renameSync(partial, cached);
    return code;
  }
}

require.extensions['.ts'] = (module, filename) => module._compile(compiled(filename), filename);

require(entry);
