// `npm test`: every check, in three lanes side by side (tests/README.md, "Budget"). A lane runs its
// phases one after another and stops at its first failure; the other lanes run on. Each phase's
// output is held back and printed whole when it ends, so two logs never interleave; a failing phase's
// log is held to the very end, just above the table, where a CI page that keeps only the tail shows it.
// Any failing phase fails the run, after every lane has ended.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// Two cores (decision 0011, "npm test on two cores"): the browser tests are the longest phase and
// mostly wait on a browser in real time, so they start as soon as the build they test is there; the
// CPU-bound checks run beside them at a lower priority, so the browsers (whose waits are real time)
// come first and the rest takes the time they leave idle. The unit run, the longest CPU-bound phase,
// starts at once; the package check bundles the declarations the typecheck wrote (npm-types.ts).
// The stories (play functions and axe in Chromium, decision 0041) are a lane of their own: mostly
// waits on the browser, about 35 s of CPU, done long before the unit lane.
const lanes = [
  ['build', 'test:e2e'],
  ['test:unit'],
  ['test:stories'],
  ['lint', 'typecheck', 'check:package', 'build-storybook'],
];
const yielding = new Set(['lint', 'typecheck', 'test:unit', 'test:stories', 'check:package', 'build-storybook']);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

// The CPU (user + sys) of every child this process has reaped, whole trees included, in seconds: read
// as each phase ends, its growth is that phase's CPU, which compares across loads where times do not.
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
let reapedCpu = 0;
function phaseCpu() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const total = (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  const grown = total - reapedCpu;
  reapedCpu = total;
  return grown.toFixed(1);
}

/** Runs one npm script; resolves with its exit code (1 for a signal) and how long it took. */
function run(script) {
  const started = performance.now();
  const command = yielding.has(script) && process.platform !== 'win32' ? ['nice', '-n', '5', npm] : [npm];
  const child = spawn(command[0], [...command.slice(1), 'run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const result = { script, code: code ?? 1, time: seconds(started), cpu: phaseCpu(), output: Buffer.concat(output) };
      if (result.code === 0) printLog(result);
      resolve(result);
    });
  });
}

function printLog({ script, time, output }) {
  console.log(`\n── ${script} (${time} s) ${'─'.repeat(Math.max(4, 50 - script.length))}`);
  process.stdout.write(output);
}

/** Runs a lane's phases in order, up to the first failure. */
async function runLane(lane) {
  const done = [];
  for (const script of lane) {
    const result = await run(script);
    done.push(result);
    if (result.code !== 0) break;
  }
  return done;
}

/** Where a command is on the PATH, or undefined. */
function which(command) {
  const found = spawnSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Whether Debian's PostgreSQL server is installed: not on PATH, in /usr/lib/postgresql/<version>/bin (vitest.postgres.ts). */
function hasPostgresServer() {
  return spawnSync('/bin/sh', ['-c', 'ls /usr/lib/postgresql/*/bin/pg_ctl'], { stdio: 'ignore' }).status === 0;
}

/**
 * What the phases need from the machine, before any starts: Debian's Chromium (browsers are never
 * downloaded here; CHROMIUM_PATH names another) and its headless shell, which the e2e suite and the
 * stories run in (without it they fall back to chromium, slower); and Debian's PostgreSQL server, whose
 * throwaway cluster the sandbox's real-PostgreSQL tests run on (vitest.global-setup.ts). Root with
 * apt-get installs them, as CI is; anyone else is told the one command to run.
 */
function prepareMachine() {
  const chromium = process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : which('chromium');
  const missing = [
    ...(chromium ? [] : ['chromium']),
    ...(which('chromium-headless-shell') ? [] : ['chromium-headless-shell']),
    ...(hasPostgresServer() ? [] : ['postgresql']),
  ];
  if (missing.length) {
    const install = `apt-get install -y ${missing.join(' ')}`;
    if (process.getuid?.() !== 0 || !which('apt-get')) {
      console.error(`npm test needs Debian's ${missing.join(' and ')}. Install with:\n  sudo apt-get update && sudo ${install}`);
      process.exit(1);
    }
    console.log(`Installing Debian's ${missing.join(' and ')}`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const command of ['apt-get update -qq', `${install} -qq`]) {
      if (spawnSync('/bin/sh', ['-c', command], { stdio: ['ignore', 'ignore', 'inherit'], env }).status !== 0) {
        console.error(`"${command}" failed.`);
        process.exit(1);
      }
    }
  }
  process.env.CHROMIUM_PATH = chromium ?? which('chromium');
}

prepareMachine();
phaseCpu(); // what the machine's preparation took is no phase's
const started = performance.now();
console.log(`▶ ${lanes.map((lane) => lane.join(' → ')).join(' ∥ ')} (each log follows when its phase ends)`);
const results = (await Promise.all(lanes.map(runLane))).flat();
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) printLog(r);

console.log('\nphase             time     CPU    result');
for (const r of results) console.log(`${r.script.padEnd(16)} ${r.time.padStart(6)} s ${(r.cpu ?? '?').padStart(6)} s  ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
const skipped = lanes.flat().filter((script) => !results.some((r) => r.script === script));
if (skipped.length) console.log(`not run          ${skipped.join(', ')}`);
const cpu = results.every((r) => r.cpu) ? results.reduce((sum, r) => sum + Number(r.cpu), 0).toFixed(1) : '?';
console.log(`total            ${seconds(started).padStart(6)} s ${cpu.padStart(6)} s`);
process.exitCode = failed.length ? 1 : 0;
