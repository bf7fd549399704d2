#!/usr/bin/env node
// Runs every check of the repository, records each step with its time and prints the totals.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
/** The journeys' browser: Debian's Chromium as its headless shell (playwright.config.ts). */
const chromium = '/usr/lib/chromium/chromium-headless-shell';
const e2eReport = join(root, 'playwright-report', 'results.json');
const minutes = (n) => n * 60_000;
/** A terminal's colour codes, taken out of output that the summary quotes. */
const colourCodes = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** @typedef {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, note?: string, seconds: number }} Step */
/** @type {Step[]} */
const steps = [];
const startedAt = Date.now();
/** The journeys that failed or were flaky, named under the summary. @type {string[]} */
let journeysToName = [];
/** The vitest tests that failed, named under the summary. @type {string[]} */
let testsToName = [];

/** The steps running now, so that an interrupt can stop them with everything they started. */
const running = new Set();

/** Asks a step's process group to stop (runners shut down their servers on SIGINT), then kills it. */
function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // the group is gone
    }
  };
  signal('SIGINT');
  setTimeout(() => signal('SIGKILL'), 10_000).unref();
}

for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    process.stderr.write(`\n[test-all] ${name}: stopping\n`);
    const stopping = running.size > 0;
    for (const child of running) stop(child);
    running.clear();
    setTimeout(() => process.exit(130), stopping ? 11_000 : 0).unref();
  });
}

/**
 * Runs a command from the repository root in its own process group, echoing its output unless
 * `echo` is false (a step that runs beside another prints its output whole when it ends).
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, { env = {}, timeout = minutes(10), echo = true } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const collect = (stream) => (chunk) => {
      output += chunk;
      if (echo) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    const timer = setTimeout(() => {
      output += `\n[test-all] timed out after ${timeout / 1000} s\n`;
      process.stderr.write(`\n[test-all] ${command} timed out after ${timeout / 1000} s, stopping it\n`);
      stop(child);
    }, timeout);
    child.on('error', (error) => {
      output += String(error);
      process.stderr.write(`${error}\n`);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function banner(title) {
  process.stdout.write(`\n=== ${title} ===\n`);
}

const seconds = (from) => Math.round((Date.now() - from) / 1000);
const clock = (total) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

/** Records a finished step with its time since `began`. */
function done(step, began) {
  steps.push({ ...step, seconds: seconds(began) });
}

/**
 * A check without test counts of its own: it counts as one passed or one failed check. Checks run
 * beside other steps, so each prints its output whole, under its name, when it ends.
 * @returns {Promise<Step>}
 */
async function check(name, command, args, options) {
  const began = Date.now();
  const { code, output } = await run(command, args, { ...options, echo: false });
  banner(name);
  process.stdout.write(output);
  return {
    name,
    status: code === 0 ? 'passed' : 'failed',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
    seconds: seconds(began),
  };
}

/**
 * Runs the checks one after another and records them in the order given (each is one process on
 * one core: tsc, eslint, prettier).
 * @param {(() => Promise<Step>)[]} checks
 */
async function inTurn(checks) {
  for (const check of checks) steps.push(await check());
}

/** The last `N passed, N failed` line a runner printed. */
function countsFrom(output) {
  const lines = output.split(/\r?\n/).map((line) => line.trim());
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    const match = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/.exec(lines[i] ?? '');
    if (match) return { passed: Number(match[1]), failed: Number(match[2]) };
  }
  return undefined;
}

/**
 * A step that runs tests: its counts come from the runner; a run without counts is one failure.
 * @returns {Step}
 */
function testStep(name, code, counts, began) {
  const passed = counts?.passed ?? 0;
  const failed = counts ? counts.failed : 1;
  const ok = code === 0 && failed === 0 && counts !== undefined;
  return {
    name,
    status: ok ? 'passed' : 'failed',
    passed,
    failed: ok ? 0 : Math.max(failed, 1),
    seconds: seconds(began),
  };
}

async function ensureBrowser() {
  const began = Date.now();
  banner('browser');
  if (existsSync(chromium)) {
    process.stdout.write(`${chromium} is installed\n`);
    done({ name: 'browser', status: 'passed', passed: 1, failed: 0 }, began);
    return;
  }
  if (process.getuid?.() !== 0) {
    process.stdout.write(`${chromium} is missing; install Debian's chromium-headless-shell package (needs root)\n`);
    done({ name: 'browser', status: 'failed', passed: 0, failed: 1, note: 'chromium missing' }, began);
    return;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  const install =
    update.code === 0 ? await run('apt-get', ['install', '-y', 'chromium-headless-shell'], { env }) : update;
  const ok = install.code === 0 && existsSync(chromium);
  done({ name: 'browser', status: ok ? 'passed' : 'failed', passed: ok ? 1 : 0, failed: ok ? 0 : 1 }, began);
}

function typechecks() {
  const projects = ['packages/contract', 'apps/server', 'apps/web', 'apps/web/e2e', 'scripts'];
  if (existsSync(join(root, 'apps/web/tsconfig.node.json'))) projects.splice(3, 0, 'apps/web/tsconfig.node.json');
  return projects.map(
    (project) => () => check(`typecheck ${project}`, bin('tsc'), ['-p', project, '--noEmit'], { timeout: minutes(8) }),
  );
}

async function migrationDrift() {
  const name = 'migration drift';
  const serverPackage = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  if (!serverPackage.scripts?.['db:check']) {
    banner(name);
    process.stdout.write('Skipped: @mobilo/server has no db:check script yet.\n');
    return { name, status: 'skipped', passed: 0, failed: 0, note: 'no db:check script', seconds: 0 };
  }
  return check(name, 'npm', ['run', 'db:check', '--workspace', '@mobilo/server'], { timeout: minutes(3) });
}

/** Vitest's files over every core; its output is printed whole when it ends. */
async function unitAndIntegration() {
  const name = 'vitest';
  const began = Date.now();
  const { code, output } = await run(bin('vitest'), ['run'], { timeout: minutes(20), echo: false });
  banner(name);
  process.stdout.write(output);
  steps.push(testStep(name, code, countsFrom(output), began));
  // scripts/vitest-summary-reporter.ts marks each failed test's line.
  testsToName = output
    .replace(colourCodes, '')
    .split('\n')
    .filter((line) => line.startsWith('[vitest failed] '))
    .map((line) => `FAILED ${line.slice('[vitest failed] '.length)}`);
}

/**
 * The app started as `npm start` starts it; printed whole when it ends.
 * @returns {Promise<Step>}
 */
async function smoke() {
  const name = 'smoke test';
  const began = Date.now();
  const { code, output } = await run(process.execPath, [join(root, 'scripts', 'smoke-test.mjs')], {
    timeout: minutes(4),
    echo: false,
  });
  banner(name);
  process.stdout.write(output);
  return testStep(name, code, countsFrom(output), began);
}

/** The journeys, their output as it comes: the longest step, which the others run beside. */
async function endToEnd(built) {
  const name = 'e2e';
  const began = Date.now();
  banner(name);
  rmSync(e2eReport, { force: true });
  // A failed build leaves no app of this tree to start: Playwright then builds it itself.
  const { code } = await run(bin('playwright'), ['test'], {
    // Each worker has an app of its own (apps/web/e2e/test.ts), three workers on two cores. The
    // tier is bound by the processor: the 142 journeys took 6 to 27 minutes on quiet two-core
    // machines of different speed (docs/performance.md); the limit leaves room for a busy one.
    timeout: minutes(65),
    env: built ? { E2E_BUILT: '1' } : {},
  });
  let counts;
  if (existsSync(e2eReport)) {
    const report = JSON.parse(readFileSync(e2eReport, 'utf8'));
    counts = { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
    journeysToName = troubledJourneys(report);
  }
  steps.push(testStep(name, code, counts, began));
}

/**
 * The journeys that failed or passed only when tried again, each with the first line of its first
 * error, so that the end of a run's output says what went wrong without its whole log.
 */
function troubledJourneys(report) {
  const lines = [];
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const child of suite.suites ?? []) visit(child, path);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error;
        const firstLine = (error?.message ?? '').replace(colourCodes, '').split('\n')[0];
        const title = [...path, spec.title].join(' › ');
        lines.push(`${test.status === 'flaky' ? 'FLAKY ' : 'FAILED'} ${spec.file}:${spec.line} ${title}`);
        if (firstLine) lines.push(`         ${firstLine.slice(0, 300)}`);
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return lines;
}

await ensureBrowser();
/**
 * The build, the journeys on it, then the smoke test, whose `npm start` builds the tree again: the
 * web build empties the web app's folder while it writes it, and an app started meanwhile (a
 * journey's retry starts a new worker) would find no web app to serve, or its chunks missing.
 */
async function buildJourneysSmoke() {
  // The web build fails when a first page load grows past its budget
  // (apps/web/build/bundle-budget-plugin.ts). The server is built with it, so that the journeys
  // start the app without building it again.
  const build = await check('build (web with its bundle budget, server)', 'npm', ['run', 'build'], {
    timeout: minutes(5),
  });
  steps.push(build);
  await endToEnd(build.status === 'passed');
  steps.push(await smoke());
}
// Vitest waits on PostgreSQL, timers and child processes for much of its time, and the static
// checks are one process on one core each: they start at once and run beside the build and the
// journeys, which fill the processor they leave idle.
await Promise.all([
  buildJourneysSmoke(),
  unitAndIntegration(),
  inTurn([
    // `npm ci` refuses a lock file that lost entries (an install on one platform can drop another's
    // optional packages); a clean clone would not even install.
    () => check('lock file', 'npm', ['ci', '--dry-run', '--ignore-scripts'], { timeout: minutes(2) }),
    // The React compiler's rules analyse every component: about 45 s of one core on a quiet
    // machine, four times that under a load of 8 on two cores.
    () => check('lint', bin('eslint'), ['.'], { timeout: minutes(12) }),
    ...typechecks(),
    () => check('format', bin('prettier'), ['--check', '.'], { timeout: minutes(3) }),
    migrationDrift,
  ]),
]);

banner('summary');
for (const step of steps) {
  const counts = step.passed + step.failed > 1 ? ` (${step.passed} passed, ${step.failed} failed)` : '';
  const note = step.note ? ` - ${step.note}` : '';
  const time = clock(step.seconds ?? 0).padStart(6);
  process.stdout.write(`${step.status.toUpperCase().padEnd(8)}${time}  ${step.name}${counts}${note}\n`);
}
for (const named of [testsToName, journeysToName]) {
  if (named.length > 0) process.stdout.write(`\n${named.join('\n')}\n`);
}
process.stdout.write(`\nTotal time ${clock(seconds(startedAt))}\n`);
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
process.stdout.write(`\nTotal: ${passed} passed, ${failed} failed\n`);
process.exitCode = steps.some((step) => step.status === 'failed') ? 1 : 0;
