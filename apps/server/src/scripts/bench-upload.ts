import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firstDayOfPeriod } from '@mobilo/contract';
import { makeReceiptPdf } from '../demo/sample-receipts';
import { benchPassword, openBenchDatabase, stats } from './bench-database';

/**
 * `npm run bench:upload -w @mobilo/server -- [--mib 1024] [--runs 3] [--database <kept>]`: one
 * receipt of `--mib` MiB (a PDF's first bytes, then filler) uploaded over loopback to the
 * application (multipart parsing, size limit, type sniffing, SHA-256, the temporary file and the
 * move into the local store) and, in turns, to a plain Node server that reads the body and
 * discards it (the wire speed of this machine) and to one that writes it to a file (the wire
 * and the disk). Prints MiB/s of both and the growth of the
 * application's resident memory (peak during the uploads against before).
 */
const { values } = parseArgs({
  options: {
    mib: { type: 'string', default: '1024' },
    runs: { type: 'string', default: '3' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const bytes = Number(values.mib) * 1024 * 1024;
const chunk = Buffer.alloc(1024 * 1024, 0x20);

function startServer(args: string[], env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(path.join(import.meta.dirname, 'bench-server.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** The kernel's figures for the server process: resident now, or at its peak since the last reset. */
function residentMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) / 1024;
}

/** Sends the body as a multipart upload, streamed from memory chunk by chunk; resolves with the answer. */
function upload(port: number, target: string, cookie: string): Promise<{ status: number; ms: number }> {
  const boundary = '----mobilobenchboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const pdf = makeReceiptPdf(['Large receipt']);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: 'POST',
        headers: {
          cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + bytes + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const piece = sent === 0 ? Buffer.concat([pdf, chunk.subarray(pdf.length)]) : chunk;
        const part = piece.subarray(0, Math.min(piece.length, bytes - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once('drain', write);
      }
      request.end(tail);
    };
    request.write(head);
    write();
  });
}

const bench = await openBenchDatabase({
  employees: 20,
  expensesPerEmployee: 1,
  months: 1,
  keep: values.keep,
  database: values.database,
});
const servers: ChildProcess[] = [];
try {
  const plain = await startServer(['discard']);
  const store = await startServer(['store']);
  const app = await startServer(['app', bench.url], { UPLOAD_MAX_BYTES: String(bytes + 1024 * 1024) });
  servers.push(plain.child, store.child, app.child);
  const { rows } = await bench.pool.query<{ email: string }>(
    `select u.email from users u join roles r on r.id = u.role_id where u.company_id = $1 and r.name = 'USER' limit 1`,
    [bench.company.companyId],
  );
  const login = await fetch(`http://127.0.0.1:${app.port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: rows[0]!.email, password: benchPassword }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const before = residentMiB(app.child.pid!, 'VmRSS');
  // Resets the peak to the present, so that the peak below is the uploads' (Linux: clear_refs 5).
  writeFileSync(`/proc/${app.child.pid}/clear_refs`, '5');
  const speeds = { app: [] as number[], plain: [] as number[], store: [] as number[] };
  for (let run = 0; run < Number(values.runs); run += 1) {
    const created = await fetch(`http://127.0.0.1:${app.port}/v2/expenses/`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        originalCost: '9.99',
        originalCurrency: 'EUR',
        tripToWork: true,
        type: 'LOCAL_PUBLIC_TRANSPORT',
        date: firstDayOfPeriod(bench.company.month),
        origin: 'HOME',
      }),
    });
    const { id } = (await created.json()) as { id: string };
    const toApp = await upload(app.port, `/v2/expenses/${id}/file`, cookie);
    if (toApp.status !== 200) throw new Error(`upload answered ${toApp.status}`);
    const toPlain = await upload(plain.port, '/', '');
    const toStore = await upload(store.port, '/', '');
    speeds.store.push(bytes / 1024 / 1024 / (toStore.ms / 1000));
    speeds.app.push(bytes / 1024 / 1024 / (toApp.ms / 1000));
    speeds.plain.push(bytes / 1024 / 1024 / (toPlain.ms / 1000));
    await fetch(`http://127.0.0.1:${app.port}/v2/expenses/${id}`, { method: 'DELETE', headers: { cookie } });
  }
  const peak = residentMiB(app.child.pid!, 'VmHWM');
  const appSpeed = stats(speeds.app).median;
  const plainSpeed = stats(speeds.plain).median;
  const storeSpeed = stats(speeds.store).median;
  const share = (speed: number) => `${((100 * appSpeed) / speed).toFixed(0)} %`;
  console.log(
    `${values.mib} MiB receipt, median of ${values.runs} runs: application ${appSpeed.toFixed(0)} MiB/s; ` +
      `plain Node discarding ${plainSpeed.toFixed(0)} MiB/s (${share(plainSpeed)}), writing to a file ${storeSpeed.toFixed(0)} MiB/s (${share(storeSpeed)}); ` +
      `resident memory ${before.toFixed(0)} MiB before, peak ${peak.toFixed(0)} MiB during the uploads.`,
  );
} finally {
  for (const child of servers) child.kill();
  await bench.close();
}
