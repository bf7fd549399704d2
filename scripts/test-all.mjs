#!/usr/bin/env node
// Runs every check of the repository in order, records each step and prints the totals.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = '/usr/bin/chromium';
const e2eReport = join(root, 'playwright-report', 'results.json');
const minutes = (n) => n * 60_000;

/** @type {{ name: string, status: 'passed' | 'failed' | 'skipped', passed: number, failed: number, note?: string, seconds?: number }[]} */
const steps = [];
const startedAt = Date.now();
/** When the step now running printed its banner: its time goes into the summary. */
let stepStartedAt = startedAt;

/** The step running now, so that an interrupt can stop it with everything it started. */
let current = null;

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
    if (current) stop(current);
    setTimeout(() => process.exit(130), current ? 11_000 : 0).unref();
    current = null;
  });
}

/**
 * Runs a command from the repository root in its own process group, echoing its output.
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, { env = {}, timeout = minutes(10) } = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    current = child;
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
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
      if (current === child) current = null;
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}

function banner(title) {
  stepStartedAt = Date.now();
  process.stdout.write(`\n=== ${title} ===\n`);
}

const seconds = (from) => Math.round((Date.now() - from) / 1000);

/** Records a finished step with the time since its banner. */
function done(step) {
  steps.push({ ...step, seconds: seconds(stepStartedAt) });
}
const clock = (total) => `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;

/** A check without test counts of its own: it counts as one passed or one failed check. */
async function check(name, command, args, options) {
  banner(name);
  const { code } = await run(command, args, options);
  done({
    name,
    status: code === 0 ? 'passed' : 'failed',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
  });
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

/** A step that runs tests: its counts come from the runner; a run without counts is one failure. */
function record(name, code, counts, note) {
  const passed = counts?.passed ?? 0;
  const failed = counts ? counts.failed : 1;
  const ok = code === 0 && failed === 0 && counts !== undefined;
  done({ name, status: ok ? 'passed' : 'failed', passed, failed: ok ? 0 : Math.max(failed, 1), note });
}

async function ensureBrowser() {
  banner('browser');
  if (existsSync(chromium)) {
    process.stdout.write(`${chromium} is installed\n`);
    done({ name: 'browser', status: 'passed', passed: 1, failed: 0 });
    return;
  }
  if (process.getuid?.() !== 0) {
    process.stdout.write(`${chromium} is missing; install Debian's chromium package (needs root)\n`);
    done({ name: 'browser', status: 'failed', passed: 0, failed: 1, note: 'chromium missing' });
    return;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update'], { env });
  const install = update.code === 0 ? await run('apt-get', ['install', '-y', 'chromium'], { env }) : update;
  const ok = install.code === 0 && existsSync(chromium);
  done({ name: 'browser', status: ok ? 'passed' : 'failed', passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

async function typecheck() {
  const projects = ['packages/contract', 'apps/server', 'apps/web', 'apps/web/e2e', 'scripts'];
  if (existsSync(join(root, 'apps/web/tsconfig.node.json'))) projects.splice(3, 0, 'apps/web/tsconfig.node.json');
  for (const project of projects) {
    await check(`typecheck ${project}`, bin('tsc'), ['-p', project, '--noEmit'], { timeout: minutes(5) });
  }
}

async function migrationDrift() {
  const name = 'migration drift';
  banner(name);
  const serverPackage = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8'));
  if (!serverPackage.scripts?.['db:check']) {
    process.stdout.write('Skipped: @mobilo/server has no db:check script yet.\n');
    done({ name, status: 'skipped', passed: 0, failed: 0, note: 'no db:check script' });
    return;
  }
  const { code } = await run('npm', ['run', 'db:check', '--workspace', '@mobilo/server'], { timeout: minutes(3) });
  done({
    name,
    status: code === 0 ? 'passed' : 'failed',
    passed: code === 0 ? 1 : 0,
    failed: code === 0 ? 0 : 1,
  });
}

async function unitAndIntegration() {
  const name = 'vitest';
  banner(name);
  const { code, output } = await run(bin('vitest'), ['run'], { timeout: minutes(15) });
  record(name, code, countsFrom(output));
}

async function smoke() {
  const name = 'smoke test';
  banner(name);
  const { code, output } = await run(process.execPath, [join(root, 'scripts', 'smoke-test.mjs')], {
    timeout: minutes(4),
  });
  record(name, code, countsFrom(output));
}

async function endToEnd() {
  const name = 'e2e';
  banner(name);
  rmSync(e2eReport, { force: true });
  // A failed build leaves no app of this tree to start: Playwright then builds it itself.
  const { code } = await run(bin('playwright'), ['test'], {
    timeout: minutes(20),
    env: built ? { E2E_BUILT: '1' } : {},
  });
  let counts;
  if (existsSync(e2eReport)) {
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  }
  record(name, code, counts);
}

await ensureBrowser();
// `npm ci` refuses a lock file that lost entries (an install on one platform can drop another's
// optional packages); a clean clone would not even install.
await check('lock file', 'npm', ['ci', '--dry-run', '--ignore-scripts'], { timeout: minutes(2) });
await typecheck();
await check('lint', bin('eslint'), ['.'], { timeout: minutes(5) });
await check('format', bin('prettier'), ['--check', '.'], { timeout: minutes(3) });
await migrationDrift();
// The web build fails when a first page load grows past its budget (apps/web/build/bundle-budget-plugin.ts).
// The server is built with it, so that the end-to-end tier starts the app without building it again.
await check('build (web with its bundle budget, server)', 'npm', ['run', 'build'], { timeout: minutes(5) });
const built = steps.at(-1)?.status === 'passed';
await unitAndIntegration();
await smoke();
await endToEnd();

banner('summary');
for (const step of steps) {
  const counts = step.passed + step.failed > 1 ? ` (${step.passed} passed, ${step.failed} failed)` : '';
  const note = step.note ? ` - ${step.note}` : '';
  const time = clock(step.seconds ?? 0).padStart(6);
  process.stdout.write(`${step.status.toUpperCase().padEnd(8)}${time}  ${step.name}${counts}${note}\n`);
}
process.stdout.write(`\nTotal time ${clock(seconds(startedAt))}\n`);
const passed = steps.reduce((sum, step) => sum + step.passed, 0);
const failed = steps.reduce((sum, step) => sum + step.failed, 0);
process.stdout.write(`\nTotal: ${passed} passed, ${failed} failed\n`);
process.exitCode = steps.some((step) => step.status === 'failed') ? 1 : 0;
