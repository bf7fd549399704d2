import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run build && npm run bench:start -w @mobilo/server -- [--database <url>] [--idle 15]`: starts
 * the built server (`dist/main.js`, as `npm start` does) and prints the time until `/ready`
 * answers and the resident memory after it has idled: on a fresh embedded database (migrations
 * and demo data included), again on the same folder (a restart), and on PostgreSQL when a
 * database URL is given.
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    idle: { type: 'string', default: '15' },
  },
});
const serverDir = path.resolve(import.meta.dirname, '../..');
const port = 3900 + Math.floor(Math.random() * 90);

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function waitUntilReady(url: string, child: ReturnType<typeof spawn>) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function measure(label: string, env: Record<string, string>) {
  // The embedded database is chosen by the absence of DATABASE_URL.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { ...inherited, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilReady(`http://127.0.0.1:${port}/ready`, child);
    const ready = performance.now() - started;
    const atReady = residentMiB(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, Number(values.idle) * 1000));
    console.log(
      `${label.padEnd(34)} ready after ${(ready / 1000).toFixed(2)} s; resident ${atReady.toFixed(0)} MiB at ready, ` +
        `${residentMiB(child.pid!).toFixed(0)} MiB after ${values.idle} s idle`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mobilo-start-'));
try {
  const embedded = { DATA_DIR: dataDir };
  await measure('embedded, fresh (with demo data)', embedded);
  await measure('embedded, restart', embedded);
  if (values.database) await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: values.database });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
