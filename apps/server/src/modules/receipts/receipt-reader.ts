import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReadLimits } from '../../config';
import type { ReadRequest } from './reader-process';
import { NO_ENGINE, type ReceiptMime, type TextReading } from './reading-types';

/**
 * The reading process runs the way the server does: the built server (`dist/main.js`) forks the
 * reader built beside it, the sources fork the reader's source through tsx.
 */
const built = import.meta.url.endsWith('.js');
const READER = fileURLToPath(new URL(built ? './reader-process.js' : './reader-process.ts', import.meta.url));
const loaderArgs = built ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

export interface ReceiptReader {
  read(filePath: string, mimeType: ReceiptMime): Promise<TextReading>;
  stop(): Promise<void>;
}

/**
 * Reads receipts in separate processes, `concurrency` at a time (one by default: recognition
 * takes a core). A reading past `limits.timeoutMs`, or one whose process dies, answers
 * TIMEOUT or FAILED and the process is started afresh for the next receipt.
 */
export function createReceiptReader(limits: ReadLimits, concurrency = 1): ReceiptReader {
  const idle: ChildProcess[] = [];
  const waiting: ((child: ChildProcess) => void)[] = [];
  const all = new Set<ChildProcess>();
  let running = 0;
  let nextId = 1;
  let stopped = false;

  const start = () => {
    const child = fork(READER, [], {
      execArgv: [...loaderArgs, `--max-old-space-size=${limits.maxHeapMb}`],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    all.add(child);
    child.on('exit', () => all.delete(child));
    return child;
  };

  const acquire = (): Promise<ChildProcess> => {
    // A process that died while it waited (a signal to the whole process group) is not handed out.
    let child = idle.pop();
    while (child && (!child.connected || child.exitCode !== null || child.signalCode !== null)) {
      running -= 1;
      child = idle.pop();
    }
    if (child) return Promise.resolve(child);
    if (running < concurrency) {
      running += 1;
      return Promise.resolve(start());
    }
    return new Promise((resolve) => waiting.push(resolve));
  };

  const release = (child: ChildProcess | null) => {
    const usable = child && child.connected && !stopped ? child : null;
    const next = waiting.shift();
    if (next) {
      next(usable ?? start());
      return;
    }
    if (usable) idle.push(usable);
    else running -= 1;
  };

  const readIn = (child: ChildProcess, request: ReadRequest) =>
    new Promise<{ reading: TextReading; healthy: boolean; delivered: boolean }>((resolve) => {
      const finish = (reading: TextReading, healthy: boolean, delivered = true) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve({ reading, healthy, delivered });
      };
      const onMessage = (message: { id: number; reading: TextReading }) => {
        if (message.id === request.id) finish(message.reading, true);
      };
      const onExit = () => finish({ reason: 'FAILED', ...NO_ENGINE }, false);
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish({ reason: 'TIMEOUT', ...NO_ENGINE }, false);
      }, limits.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      // With a callback, a channel that closed meanwhile is an answer here, not an 'error' event that
      // would end the server.
      child.send(request, (error) => {
        if (error) finish({ reason: 'FAILED', ...NO_ENGINE }, false, false);
      });
    });

  return {
    async read(filePath, mimeType) {
      if (stopped) throw new Error('The receipt reader is stopped');
      const request = { id: nextId++, filePath, mimeType, limits };
      let child = await acquire();
      let outcome = await readIn(child, request);
      if (!outcome.delivered) {
        // The process was gone before it got the receipt: a fresh one reads it.
        release(null);
        child = await acquire();
        outcome = await readIn(child, request);
      }
      if (!outcome.healthy) child.kill('SIGKILL');
      release(outcome.healthy ? child : null);
      return outcome.reading;
    },
    async stop() {
      stopped = true;
      const exits = [...all].map((child) => new Promise((resolve) => child.once('exit', resolve)));
      for (const child of all) child.disconnect();
      const timer = setTimeout(() => all.forEach((child) => child.kill('SIGKILL')), 5000);
      await Promise.all(exits);
      clearTimeout(timer);
    },
  };
}
