// Prints .ci/run's phase table and the slowest test files, from the phases' seconds (a file of
// "name seconds" lines) and the test files' timings (tests/support/timing-reporter.ts).
import console from 'node:console';
import { existsSync, readFileSync } from 'node:fs';
import process from 'node:process';

const [phasesFile, timingsFile] = process.argv.slice(2);
const lines = readFileSync(phasesFile, 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.match(/^(.*) (\d+)( \(failed\))?$/))
  .filter(Boolean)
  .map(([, name, seconds, failed]) => ({
    name: failed ? `${name} (failed)` : name,
    seconds: Number(seconds),
  }));
// The last line is the run's wall-clock total (lint runs beside the typecheck and the tests).
const phases = lines.filter((line) => line.name !== 'total');
const total =
  lines.find((line) => line.name === 'total')?.seconds ??
  phases.reduce((sum, phase) => sum + phase.seconds, 0);
const files = existsSync(timingsFile) ? JSON.parse(readFileSync(timingsFile, 'utf8')) : [];

const row = (name, seconds, note = '') =>
  `${name.padEnd(64)} ${String(Math.round(seconds)).padStart(6)} s ${note}`;

console.log('\n== CI phases (wall-clock seconds)');
for (const phase of phases) console.log(row(phase.name, phase.seconds));
console.log(row('total (wall clock)', total));

const projects = new Map();
for (const file of files) {
  const project = projects.get(file.project) ?? { files: 0, busy: 0, start: Infinity, end: 0 };
  project.files += 1;
  project.busy += (file.end - file.start) / 1000;
  project.start = Math.min(project.start, file.start);
  project.end = Math.max(project.end, file.end);
  projects.set(file.project, project);
}
console.log(
  '\n   the test projects within npm test (unit and API two files at a time, the browser two at a time, then e2e-alone one at a time):',
);
console.log('   first start to last end, and the sum of their files\u2019 times');
for (const [name, project] of projects) {
  const span = (project.end - project.start) / 1000;
  console.log(
    row(`   ${name}`, span, `(${project.files} files, ${Math.round(project.busy)} s of files)`),
  );
}

console.log('\n== the 15 slowest test files');
const seconds = (file) => (file.end - file.start) / 1000;
for (const file of [...files].sort((a, b) => seconds(b) - seconds(a)).slice(0, 15)) {
  console.log(row(`${file.file} (${file.project})${file.ok ? '' : ' FAILED'}`, seconds(file)));
}
