// Prints .ci/run's phase table and the slowest test files, from the phases' seconds (argv: a file
// of "name seconds" lines) and vitest's JSON reports (the other arguments, as label=path).
import console from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';

const [phasesFile, ...reports] = process.argv.slice(2);
const phases = readFileSync(phasesFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.match(/^(.*) (\d+)( \(failed\))?$/))
  .filter(Boolean)
  .map(([, name, seconds, failed]) => ({
    name: failed ? `${name} (failed)` : name,
    seconds: Number(seconds),
  }));

const projectOf = (file) =>
  file.includes('/tests/e2e/') ? 'browser' : file.includes('/tests/api/') ? 'API' : 'unit';

const files = [];
const parts = new Map();
for (const report of reports) {
  const [label, path] = report.split('=');
  if (!existsSync(path)) continue;
  for (const result of JSON.parse(readFileSync(path, 'utf8')).testResults) {
    const project = projectOf(result.name);
    const seconds = (result.endTime - result.startTime) / 1000;
    files.push({ label, name: result.name.replace(`${process.cwd()}/`, ''), seconds });
    const key = `${label}: ${project}`;
    const part = parts.get(key) ?? { files: 0, start: Infinity, end: 0 };
    part.files += 1;
    part.start = Math.min(part.start, result.startTime);
    part.end = Math.max(part.end, result.endTime);
    parts.set(key, part);
  }
}

const row = (name, seconds, note = '') =>
  `${name.padEnd(64)} ${String(Math.round(seconds)).padStart(6)} s ${note}`;
console.log('\n== CI phases (wall-clock seconds)');
for (const phase of phases) console.log(row(phase.name, phase.seconds));
console.log(
  row(
    'total',
    phases.reduce((sum, phase) => sum + phase.seconds, 0),
  ),
);
console.log('\n   within the test phases (projects run side by side: first start to last end)');
for (const [key, part] of parts) {
  console.log(row(`   ${key}`, (part.end - part.start) / 1000, `(${part.files} files)`));
}
console.log('\n== the 15 slowest test files');
for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  console.log(row(`${file.name} (${file.label})`, file.seconds));
}
