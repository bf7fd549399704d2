import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { stageSchema, supportLinksSchema, UPLOAD_LIMIT_BYTES, type SupportLinks } from '@mobilo/contract';

/** How much reading one receipt may cost; a receipt beyond a limit is stored as unreadable. */
export interface ReadLimits {
  /** Larger files are not read at all (a 1 GiB upload is kept, just not read). */
  maxBytes: number;
  /** Only the first pages of a PDF are read: receipts and tickets fit on one or two. */
  maxPages: number;
  /** Pixels an image or a rendered page may claim in its header before it is decoded. */
  maxPixels: number;
  /** The longest side an image is scaled down to before recognition; more detail only costs time. */
  ocrMaxSide: number;
  /** Wall time for one file; the reading process is ended past it. */
  timeoutMs: number;
  /** Heap of the reading process (MiB); the recognition engine's own memory is bounded by `maxPixels`. */
  maxHeapMb: number;
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxPages: 3,
  maxPixels: 40_000_000,
  ocrMaxSide: 2200,
  timeoutMs: 30_000,
  maxHeapMb: 256,
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  STAGE: stageSchema.default('local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies may tell the client's address in X-Forwarded-For: unset or `false` trusts none
   * (the address is the connection's), a number trusts that many hops, else a comma-separated list
   * of addresses or CIDR ranges of the proxies (e.g. `10.0.0.0/8,127.0.0.1`).
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context): boolean | number | string[] => {
      const value = text.trim();
      if (value === '' || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      const list = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (list.some((entry) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) {
        context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a hop count or addresses' });
        return z.NEVER;
      }
      return list;
    }),
  /**
   * On SIGTERM, how long requests in flight may take to finish (and then running jobs) before the
   * process cuts them; keep it below the orchestrator's kill timeout.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  /**
   * Whether each process keeps the sessions it read while it listens for their changes
   * (docs/adr/0030); `false` reads every call's session from the database.
   */
  SESSION_CACHE: z.enum(['true', 'false']).default('true'),
  /** Extra origins allowed to send state-changing requests (comma-separated), besides the host's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  /** `<employees>x<expenses per employee>`, e.g. `2000x10`: a generated company beside the demo data. */
  SEED_LARGE_COMPANY: z
    .string()
    .regex(/^\d{1,5}x\d{1,3}$/, 'employees x expenses per employee, e.g. 2000x10')
    .transform((text) => {
      const [employees, expensesPerEmployee] = text.split('x').map(Number);
      return { employees: employees!, expensesPerEmployee: expensesPerEmployee! };
    })
    .optional(),
  /** DECISIONS "Sign-in": the sign-in endpoints take 60 requests a minute per client address. */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SUPPORT_EMAIL: z.email().optional(),
  /** JSON: {"faq":{"en":url,"de":url},"knowledgeBase":url,"feedbackForm":url,"ideas":url,"adminHelp":url} */
  SUPPORT_LINKS: z
    .string()
    .default('{}')
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'SUPPORT_LINKS must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(supportLinksSchema),
  FEEDBACK_PASSWORD: z.string().min(1).optional(),
  /**
   * Local stage only: the server's clock starts at this instant and runs on from there, so that a
   * tester can see a month's deadlines, reminders and invoicing without waiting for the calendar.
   */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps mails in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Mobilo <no-reply@mobilo.localhost>'),
  /** 32 bytes as 64 hex characters: encrypts the companies' single sign-on client secrets. */
  SSO_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'SSO_SECRET_KEY must be 64 hex characters')
    .optional(),
  /** Where users reach the app: links in mails and single sign-on redirect addresses. */
  PUBLIC_URL: z.url().optional(),
  /** Where registered users on a mobile device are sent. */
  /** Where people who register on a phone are sent; by default the app itself, which installs as a phone app. */
  MOBILE_APP_URL: z.url().optional(),
  /** The city mobility login (OpenID Connect); unset: not offered. */
  CITY_LOGIN_ISSUER: z.url().optional(),
  /** Personio's API; the tests and the journeys point it at a local stand-in. */
  PERSONIO_BASE_URL: z.url().default('https://api.personio.de'),
  /** Per call to Personio, and the first pause before a retry (doubling after). */
  PERSONIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  PERSONIO_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** The card issuer's API (Swan's shapes); the tests and the journeys point it at a local stand-in. */
  CARD_ISSUER_BASE_URL: z.url().default('https://api.swan.io'),
  CARD_ISSUER_CLIENT_ID: z.string().default(''),
  CARD_ISSUER_CLIENT_SECRET: z.string().default(''),
  /** The company account the cards' memberships belong to. */
  CARD_ISSUER_ACCOUNT_ID: z.string().default(''),
  /**
   * Where an invited member accepts the membership and verifies their identity; `{accountMembershipId}`
   * is replaced. Unset: the issuer's `/invitation/{accountMembershipId}` (the local stand-in's page).
   */
  CARD_ISSUER_INVITATION_URL: z
    .string()
    .regex(/^https?:\/\/\S*\{accountMembershipId\}\S*$/)
    .optional(),
  /** The secret the issuer sends in `x-swan-secret` with webhooks and payment control; unset refuses both. */
  CARD_ISSUER_PARTNER_SECRET: z.string().default(''),
  /** Per call to the issuer, and the first pause before a retry (doubling after). */
  CARD_ISSUER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CARD_ISSUER_RETRY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /** How long payment control may think before it answers the company's default; below the issuer's 1.5 s. */
  CARD_PAYMENT_CONTROL_BUDGET_MS: z.coerce.number().int().min(50).max(1_400).default(800),
  CITY_LOGIN_CLIENT_ID: z.string().default(''),
  CITY_LOGIN_CLIENT_SECRET: z.string().default(''),
  /** Company email domains (comma-separated) whose users may link their city login. */
  CITY_LOGIN_EMAIL_DOMAINS: z.string().default(''),
  /** `local` keeps receipts under DATA_DIR/files (or FILE_STORAGE_DIR); `s3` uses object storage. */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILE_STORAGE_DIR: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_LIMIT_BYTES),
  /** Fetch the ECB daily rates at start and once a day; default on the prod stage only. */
  EXCHANGE_RATE_FETCH: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Receipts read at the same time per process (each in its own reading process). */
  RECEIPT_READING_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** Wall time for reading one receipt. */
  RECEIPT_READING_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_READ_LIMITS.timeoutMs),
  EXCHANGE_RATE_URL: z.url().default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
});

export type FileStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  stage: z.infer<typeof stageSchema>;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  allowedOrigins: string[];
  /** Fastify's trustProxy: which hops may set the client address (X-Forwarded-For). */
  trustProxy: boolean | number | string[];
  /** Seed demo data at start: on the embedded default unless told otherwise. */
  seedDemoData: boolean;
  /** On SIGTERM: milliseconds for requests in flight, then for running jobs, before they are cut. */
  shutdownGraceMs: number;
  /** Keep the sessions read, invalidated by PostgreSQL's notifications (`SESSION_CACHE`). */
  sessionCache: boolean;
  /** Beside the demo data, a generated company of this size (the review screens at scale). */
  seedLargeCompany: { employees: number; expensesPerEmployee: number } | null;
  /** Local stage only: where the server's clock starts (`CLOCK_START`). */
  clockStart: Date | null;
  signInRateLimitPerMinute: number;
  version: string;
  secureCookies: boolean;
  supportEmail: string | null;
  supportLinks: SupportLinks;
  feedbackPassword: string | null;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** AES-256 key for the single sign-on client secrets. */
  ssoSecretKey: Buffer;
  /** Without trailing slash, e.g. https://app.mobilo.example */
  publicUrl: string;
  mobileAppUrl: string;
  cityLogin: { issuer: string; clientId: string; clientSecret: string; emailDomains: string[] } | null;
  /** Without trailing slash. */
  personioBaseUrl: string;
  personioTimeoutMs: number;
  personioRetryBaseMs: number;
  cardIssuer: {
    /** Without trailing slash. */
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    accountId: string;
    /** The member's invitation link, with `{accountMembershipId}` to replace. */
    invitationUrl: string;
    partnerSecret: string;
    timeoutMs: number;
    retryBaseMs: number;
    paymentControlBudgetMs: number;
  };
  fileStorage: FileStorageConfig;
  uploadMaxBytes: number;
  receiptReading: { concurrency: number; limits: ReadLimits };
  exchangeRateFetch: boolean;
  exchangeRateUrl: string;
};

export function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.STAGE !== 'local' && e.CLOCK_START) {
    throw new Error('Invalid configuration: CLOCK_START: only the local stage may move its clock');
  }
  if (e.STAGE !== 'local' && !e.SSO_SECRET_KEY) {
    throw new Error('Invalid configuration: SSO_SECRET_KEY: required outside the local stage');
  }
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST),
    stage: e.STAGE,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    sessionCache: e.SESSION_CACHE === 'true',
    seedDemoData: e.SEED_DEMO_DATA === 'auto' ? e.DATABASE_URL === undefined : e.SEED_DEMO_DATA === 'true',
    seedLargeCompany: e.SEED_LARGE_COMPANY ?? null,
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    version: readVersion(),
    secureCookies: e.STAGE === 'prod' || e.STAGE === 'qa',
    // The local stage's trial users see whom to write to, as on a real stage.
    supportEmail: e.SUPPORT_EMAIL ?? (e.STAGE === 'local' ? 'sales@mobilo.localhost' : null),
    supportLinks: e.SUPPORT_LINKS,
    feedbackPassword: e.FEEDBACK_PASSWORD ?? null,
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ssoSecretKey: e.SSO_SECRET_KEY
      ? Buffer.from(e.SSO_SECRET_KEY, 'hex')
      : // The local stage derives a key from its data folder: stable across restarts, never shared.
        createHash('sha256')
          .update(`mobilo-local-sso-key:${path.resolve(e.DATA_DIR)}`)
          .digest(),
    publicUrl,
    mobileAppUrl: e.MOBILE_APP_URL ?? `${publicUrl}/`,
    personioBaseUrl: e.PERSONIO_BASE_URL.replace(/\/+$/, ''),
    personioTimeoutMs: e.PERSONIO_TIMEOUT_MS,
    personioRetryBaseMs: e.PERSONIO_RETRY_BASE_MS,
    cardIssuer: {
      baseUrl: e.CARD_ISSUER_BASE_URL.replace(/\/+$/, ''),
      clientId: e.CARD_ISSUER_CLIENT_ID,
      clientSecret: e.CARD_ISSUER_CLIENT_SECRET,
      accountId: e.CARD_ISSUER_ACCOUNT_ID,
      invitationUrl:
        e.CARD_ISSUER_INVITATION_URL ??
        `${e.CARD_ISSUER_BASE_URL.replace(/\/+$/, '')}/invitation/{accountMembershipId}`,
      partnerSecret: e.CARD_ISSUER_PARTNER_SECRET,
      timeoutMs: e.CARD_ISSUER_TIMEOUT_MS,
      retryBaseMs: e.CARD_ISSUER_RETRY_BASE_MS,
      paymentControlBudgetMs: e.CARD_PAYMENT_CONTROL_BUDGET_MS,
    },
    cityLogin: e.CITY_LOGIN_ISSUER
      ? {
          issuer: e.CITY_LOGIN_ISSUER,
          clientId: e.CITY_LOGIN_CLIENT_ID,
          clientSecret: e.CITY_LOGIN_CLIENT_SECRET,
          emailDomains: e.CITY_LOGIN_EMAIL_DOMAINS.split(',')
            .map((d) => d.trim().toLowerCase())
            .filter(Boolean),
        }
      : null,
    fileStorage: fileStorageOf(e),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    receiptReading: {
      concurrency: e.RECEIPT_READING_CONCURRENCY,
      limits: { ...DEFAULT_READ_LIMITS, timeoutMs: e.RECEIPT_READING_TIMEOUT_MS },
    },
    exchangeRateFetch: e.EXCHANGE_RATE_FETCH === 'auto' ? e.STAGE === 'prod' : e.EXCHANGE_RATE_FETCH === 'true',
    exchangeRateUrl: e.EXCHANGE_RATE_URL,
  };
}

function fileStorageOf(e: z.infer<typeof envSchema>): FileStorageConfig {
  if (e.FILE_STORAGE === 'local') {
    return { kind: 'local', dir: path.resolve(e.FILE_STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')) };
  }
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: FILE_STORAGE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}
