import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from '@mobilo/contract';
import type { Config } from './config';
import type { Database, JobBackend } from './db/client';
import { serverModules } from './modules';
import { resolveSession } from './modules/auth/auth.service';
import type { SessionCache } from './modules/auth/session-cache';
import { createMailer } from './modules/mail/mail.service';
import type { Mailer } from './platform/mailer';
import type { ServiceDeps } from './platform/app-context';
import { registerAuthGuard } from './platform/auth-guard';
import { BackgroundTasks } from './platform/background-tasks';
import { createJobQueue, type JobQueueOptions } from './platform/jobs/job-queue';
import type { ModuleJobs } from './platform/server-module';
import { type Clock, systemClock } from './platform/clock';
import { registerRateLimit } from './platform/rate-limit';
import { recordApiRoutes } from './platform/route';
import { createFileStorage, type FileStorage } from './platform/files/file-storage';
import { registerErrorHandler, sendError } from './platform/error-handler';
import { Lifecycle, registerDraining } from './platform/draining';
import { registerInputGuard } from './platform/input-guard';
import { registerOriginCheck } from './platform/origin-check';
import { registerWebApp, sendIndexHtml, wantsHtml } from './platform/web-app';

export interface AppOptions {
  config: Config;
  db: Database;
  /** Receipt storage; built from the configuration when not given. */
  fileStorage?: FileStorage;
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | { level: string };
  /** The time source; tests move it to check locks and timeouts. */
  clock?: Clock;
  /** Where mails go; by default SMTP when configured, else the outbox table. */
  mailer?: Mailer;
  /**
   * Where the job queue (exports) keeps its jobs; started when the app is ready. Without it, calls
   * that need the queue answer 503 (apps built for tests of other modules).
   */
  jobBackend?: JobBackend;
  /** Whether the process is stopping; main sets it on SIGTERM (a fresh one unless given). */
  lifecycle?: Lifecycle;
  /** Queue timings and whether this process runs the schedules; tests shorten or switch them off. */
  jobOptions?: Omit<JobQueueOptions, 'log'>;
  /**
   * The sessions read by this process, kept while it listens for their changes (docs/adr/0030);
   * the app starts it when ready and stops it on close. Without it every call reads its session.
   */
  sessionCache?: SessionCache;
}

/** The error shape for requests that Node's parser refused (431 for too long headers or URLs). */
function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'REQUEST_HEADER_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'BAD_REQUEST']
        : [400, 'BAD_REQUEST'];
  const body = JSON.stringify({ statusCode: status, reason: { errorCode: code, parameter: null } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The app loads nothing from elsewhere: its own scripts only, inline styles because Mantine sets
 * them, images also from data URLs (company logos) and blobs (receipt previews).
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Builds the whole application; it never listens, so tests drive it with `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const trusted = config.trustProxy;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    // A stopping process keeps answering what arrives until its grace period ends (draining.ts).
    return503OnClosing: false,
    // Only configured proxies may name the client's address: the sign-in limits count by it.
    trustProxy: typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // A marker note travels in the path (spec §7); the default of 100 characters would cut it off.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    // Node refuses an oversized request line or headers before any route runs; answer in our shape.
    clientErrorHandler: answerClientError,
    // A path that cannot be decoded (e.g. a percent-encoded half of a character) in our error shape.
    // The router's refusals: a malformed address (400) or a path parameter over the limit (414).
    frameworkErrors: (error, _request, reply) => {
      const code: ErrorCode =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'URI_TOO_LONG'
          : error.statusCode === 400 || error.code === 'FST_ERR_BAD_URL'
            ? 'BAD_REQUEST'
            : 'INTERNAL_ERROR';
      void sendError(reply, code, null);
    },
  });
  const lifecycle = options.lifecycle ?? new Lifecycle();
  registerDraining(app, lifecycle);
  const clock = options.clock ?? systemClock;
  const background = new BackgroundTasks(app.log);
  const storage = options.fileStorage ?? (await createFileStorage(config.fileStorage));
  const jobs = options.jobBackend
    ? createJobQueue(options.jobBackend, {
        log: app.log,
        stopTimeoutMs: Math.max(1_000, config.shutdownGraceMs),
        ...options.jobOptions,
      })
    : null;
  const deps: ServiceDeps = {
    db,
    config,
    clock,
    storage,
    mailer: options.mailer ?? createMailer(config, db),
    queue: jobs,
    logger: app.log,
    background,
  };
  app.decorate('deps', deps);
  app.addHook('onClose', () => background.settle());
  if (jobs) {
    const moduleJobs: ModuleJobs[] = serverModules.flatMap((module) => (module.jobs ? [module.jobs(deps)] : []));
    for (const definition of moduleJobs.flatMap((each) => each.definitions ?? [])) jobs.register(definition);
    for (const scheduled of moduleJobs.flatMap((each) => each.schedules ?? [])) jobs.schedule(scheduled);
    // A process that listens while its database is migrated starts the queue once that is done.
    app.addHook('onReady', () =>
      lifecycle.whenStarted(async () => {
        await jobs.start();
        for (const each of moduleJobs) await each.afterStart?.();
      }),
    );
    // The queue stops first, so no job starts on something its module is stopping.
    app.addHook('onClose', async () => {
      await jobs.stop();
      for (const each of moduleJobs) await each.afterStop?.();
    });
  }
  const sessionCache = options.sessionCache ?? null;
  if (sessionCache) {
    // After the start-up work: the embedded database is reopened then, which a subscription forbids.
    app.addHook('onReady', () => lifecycle.whenStarted(() => sessionCache.start(app.log)));
    app.addHook('onClose', () => sessionCache.stop());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    // Receipt previews allow framing by the app itself; everything else may not be framed.
    if (!reply.hasHeader('x-frame-options')) reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (config.secureCookies) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html') && !request.url.startsWith('/api/docs')) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
    // Sign-in answers and session data must not be kept by shared caches.
    if (
      request.url.startsWith('/auth/') ||
      request.url.startsWith('/user/') ||
      request.url.startsWith('/api/v3/user/')
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(fastifyCookie);
  // Answers travel compressed when the client accepts it: JSON, text, CSV and XML above 1 KiB,
  // streamed answers while they stream. Receipts and spreadsheets are compressed already and go
  // as they are; the web app's assets are compressed once, at build time (web-app.ts).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) costs more processor time than it saves on the wire for
    // answers made per request; 4 compresses about as well as gzip's best, several times faster.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // One receipt per request; the size limit is enforced while the file streams to storage.
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 2, fields: 10, parts: 20, fieldSize: 64 * 1024 },
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Mobilo API', version: config.version },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'mobilo_session' } } },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The API documentation is public; it lists no data.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  const apiRoutesRecorded = recordApiRoutes(app);
  registerOriginCheck(app, config.allowedOrigins);
  app.decorateRequest('sessionUser', null);
  registerAuthGuard(app, async (token, request) => {
    const withUser = request.routeOptions.config.presentsSessionUser === true;
    const { actor, sessionUser } = await resolveSession(db, token, clock(), { withUser, cache: sessionCache });
    request.sessionUser = sessionUser;
    return actor;
  });
  registerRateLimit(app, config.signInRateLimitPerMinute);

  for (const module of serverModules) {
    for (const routes of module.routes ?? []) await app.register(routes);
  }
  apiRoutesRecorded();

  const indexHtml = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (indexHtml !== null && wantsHtml(request)) return sendIndexHtml(reply, indexHtml);
    return sendError(reply, 'ROUTE_NOT_FOUND', `${request.method} ${request.url.split('?')[0]}`);
  });

  return app;
}
