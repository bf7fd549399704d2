import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run build && npm run bench:start -w @mobilo/server -- [--database <url>] [--idle 15]`: starts
 * the built server (`dist/main.js` with the Node flags of `npm start`) and prints the time until it first answers
 * and until `/ready` answers 200, and the resident memory at ready, after it has idled and at its
 * peak, alone and with the processes it started (the receipt reader): on a fresh embedded database (migrations
 * and demo data included), again on the same folder (a restart), and on PostgreSQL when a
 * database URL is given. `--port` picks the server's port; `--entry <file>` starts another build instead of `dist/main.js` (a copy of
 * an earlier build, to measure two builds in turns on the same machine).
 */
const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    idle: { type: 'string', default: '15' },
    entry: { type: 'string', default: 'dist/main.js' },
    port: { type: 'string' },
  },
});
const serverDir = path.resolve(import.meta.dirname, '../..');
const port = values.port ? Number(values.port) : 3900 + Math.floor(Math.random() * 90);

function residentMiB(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
  } catch {
    return 0; // the process ended meanwhile
  }
}

/** The process and every process it started (the receipt reader), to count the memory in all. */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children = children.concat(listed.split(/\s+/).map(Number));
    }
  } catch {
    // the process ended meanwhile
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of the server alone, of the server with its children, and the peak of both. */
class MemoryWatch {
  peakServer = 0;
  peakAll = 0;
  private readonly timer: NodeJS.Timeout;
  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
  }
  sample() {
    const server = residentMiB(this.pid);
    const all = processTree(this.pid).reduce((sum, each) => sum + residentMiB(each), 0);
    this.peakServer = Math.max(this.peakServer, server);
    this.peakAll = Math.max(this.peakAll, all);
    return { server, all };
  }
  stop() {
    clearInterval(this.timer);
  }
}

/** Polls the URL until it answers (any status) and until it answers 200: the first answer and readiness. */
async function waitForAnswers(base: string, child: ReturnType<typeof spawn>, started: number) {
  let firstAnswer: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const status = (await fetch(`${base}/ready`)).status;
      firstAnswer ??= performance.now() - started;
      if (status === 200) return { firstAnswer, ready: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mib = (value: number) => `${value.toFixed(0)} MiB`;

/** The Node flags of `npm start` (this package's start script), so that the figures are those of a real start. */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.split(/\s+/).filter((word) => word.startsWith('--'));
}

async function measure(label: string, env: Record<string, string>) {
  // The embedded database is chosen by the absence of DATABASE_URL.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags(), values.entry], {
    cwd: serverDir,
    env: { ...inherited, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memory = new MemoryWatch(child.pid!);
  try {
    const { firstAnswer, ready } = await waitForAnswers(`http://127.0.0.1:${port}`, child, started);
    const atReady = memory.sample();
    await new Promise((resolve) => setTimeout(resolve, Number(values.idle) * 1000));
    const idle = memory.sample();
    console.log(
      `${label.padEnd(34)} first answer after ${(firstAnswer / 1000).toFixed(2)} s, ready after ${(ready / 1000).toFixed(2)} s; ` +
        `resident ${mib(atReady.server)} at ready, ${mib(idle.server)} after ${values.idle} s idle ` +
        `(${mib(idle.all)} with the receipt reader); peak ${mib(memory.peakServer)} (${mib(memory.peakAll)} in all)`,
    );
  } finally {
    memory.stop();
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
