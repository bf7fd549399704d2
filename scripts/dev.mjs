#!/usr/bin/env node
// `npm run dev`: the server (reloads on change, port 3000) and Vite's dev server (hot reload,
// proxies the API to the server) together, their output prefixed; one stopping stops both.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const processes = [
  { name: 'server', workspace: '@mobilo/server', colour: 36 },
  { name: 'web', workspace: '@mobilo/web', colour: 35 },
].map(({ name, workspace, colour }) => {
  const child = spawn(npm, ['run', 'dev', '--workspace', workspace], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `\x1b[${colour}m[${name}]\x1b[0m `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(prefix + line + '\n');
    });
  }
  return { name, child };
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const { name, child } of processes) {
  child.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`[dev] ${name} stopped (${signal ?? code}); stopping the rest\n`);
    stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
