// `npm test`: every check, with the independent ones side by side (tests/README.md, "Budget").
// A step's phases run at the same time; the next step starts when all of them passed. A phase
// that runs beside another has its output held back and printed whole when it ends, so two logs
// never interleave. Any failing phase fails the run, after its step's other phases have finished.
import { spawn } from 'node:child_process';

const steps = [
  ['lint', 'typecheck'],
  ['test:unit'],
  ['build'],
  ['test:package', 'build-storybook'],
  ['test:e2e'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

/** Runs one npm script; resolves with its exit code (1 for a signal) and how long it took. */
function run(script, alone) {
  const started = performance.now();
  const child = spawn(npm, ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const time = seconds(started);
      if (!alone) {
        console.log(`\n── ${script} ${'─'.repeat(Math.max(4, 60 - script.length))}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, code: code ?? 1, time });
    });
  });
}

const started = performance.now();
const results = [];
for (const step of steps) {
  if (step.length > 1) console.log(`\n▶ ${step.join(' ∥ ')} (side by side; each log follows when it ends)`);
  const done = await Promise.all(step.map((script) => run(script, step.length === 1)));
  results.push(...done);
  if (done.some((r) => r.code !== 0)) break;
}

console.log('\nphase             time    result');
for (const r of results) console.log(`${r.script.padEnd(16)} ${r.time.padStart(6)} s  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
const failed = results.filter((r) => r.code !== 0);
const skipped = steps.flat().filter((script) => !results.some((r) => r.script === script));
if (skipped.length) console.log(`not run          ${skipped.join(', ')}`);
console.log(`total            ${seconds(started).padStart(6)} s`);
process.exitCode = failed.length ? 1 : 0;
