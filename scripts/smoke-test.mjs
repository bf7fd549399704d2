#!/usr/bin/env node
// Starts the app with `npm start` on a free port and an empty data folder, as a user would,
// and checks that it comes up, serves the web app and signs in a seeded demo user.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const readyTimeoutMs = Number(process.env.SMOKE_READY_TIMEOUT_MS ?? 120_000);
const demoUser = { email: 'admin@demo.test', password: 'Demo!2026' };

let passed = 0;
let failed = 0;

function pass(name) {
  passed += 1;
  process.stdout.write(`  ok   ${name}\n`);
}

function fail(name, detail) {
  failed += 1;
  process.stdout.write(`  FAIL ${name}: ${detail}\n`);
}

async function check(name, body) {
  try {
    const detail = await body();
    if (detail === true || detail === undefined) pass(name);
    else fail(name, detail);
  } catch (error) {
    fail(name, error instanceof Error ? error.message : String(error));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mobilo-smoke-'));
const log = [];
let exited = null;

process.stdout.write(`Starting \`npm start\` on port ${port} with a fresh data folder\n`);
const env = { ...process.env };
delete env.DATABASE_URL;
const app = spawn('npm', ['start'], {
  cwd: root,
  env: { ...env, PORT: String(port), DATA_DIR: dataDir, STAGE: 'local', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
const keep = (chunk) => {
  log.push(chunk.toString());
  if (log.length > 400) log.shift();
};
app.stdout.on('data', keep);
app.stderr.on('data', keep);
app.on('exit', (code, signal) => {
  exited = { code, signal };
});

async function stopApp() {
  if (exited) return;
  const kill = (signal) => {
    try {
      process.kill(-app.pid, signal);
    } catch {
      // the group is gone
    }
  };
  kill('SIGTERM');
  for (let waited = 0; waited < 10_000 && !exited; waited += 100) await sleep(100);
  kill('SIGKILL');
  for (let waited = 0; waited < 5_000 && !exited; waited += 100) await sleep(100);
}

async function cleanUp() {
  await stopApp();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}

async function waitUntilReady() {
  const started = Date.now();
  while (Date.now() - started < readyTimeoutMs) {
    if (exited) return `npm start exited early (code ${exited.code}, signal ${exited.signal})`;
    try {
      const response = await fetch(`${base}/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) {
        process.stdout.write(`  ready after ${Math.round((Date.now() - started) / 1000)} s\n`);
        return true;
      }
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return `/ready did not answer 200 within ${readyTimeoutMs / 1000} s`;
}

try {
  let ready = false;
  await check('server becomes ready', async () => {
    const result = await waitUntilReady();
    ready = result === true;
    return result;
  });

  if (ready) {
    await check('GET /health answers ok', async () => {
      const response = await fetch(`${base}/health`);
      const body = await response.json();
      return response.status === 200 && body.status === 'ok'
        ? true
        : `status ${response.status}, ${JSON.stringify(body)}`;
    });

    await check('GET / serves the web app', async () => {
      const response = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
      const text = await response.text();
      const html = (response.headers.get('content-type') ?? '').includes('text/html');
      return response.status === 200 && html && text.includes('<div id="root"') ? true : `status ${response.status}`;
    });

    await check('GET /auth/check without a session answers 401', async () => {
      const response = await fetch(`${base}/auth/check`);
      return response.status === 401 ? true : `status ${response.status}`;
    });

    let cookie = '';
    await check(`POST /auth/login signs in ${demoUser.email}`, async () => {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify(demoUser),
      });
      const body = await response.json();
      cookie = response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0])
        .join('; ');
      if (response.status !== 200) return `status ${response.status}, ${JSON.stringify(body)}`;
      if (!cookie) return 'no session cookie';
      return body.user?.email === demoUser.email ? true : `signed in as ${body.user?.email}`;
    });

    await check('GET /auth/check with the cookie returns that user', async () => {
      const response = await fetch(`${base}/auth/check`, { headers: { cookie } });
      const body = await response.json();
      if (response.status !== 200) return `status ${response.status}, ${JSON.stringify(body)}`;
      const { user } = body;
      return user?.email === demoUser.email && user?.role?.name === 'ADMIN' && typeof user?.firstName === 'string'
        ? true
        : `got ${JSON.stringify({ email: user?.email, role: user?.role?.name })}`;
    });
  }
} finally {
  await cleanUp();
}

if (failed > 0) {
  process.stdout.write(`\nLast output of npm start:\n${log.join('').split('\n').slice(-60).join('\n')}\n`);
}
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exitCode = failed > 0 ? 1 : 0;
