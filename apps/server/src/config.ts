import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { stageSchema, supportLinksSchema, type SupportLinks } from '@mobilo/contract';

/** The repository root: the embedded default keeps its data and finds the built web app from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

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
  /** Extra origins allowed to send state-changing requests (comma-separated), besides the host's own. */
  ALLOWED_ORIGINS: z.string().default(''),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
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
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  webDist: string;
  stage: z.infer<typeof stageSchema>;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  allowedOrigins: string[];
  /** Seed demo data at start: on the embedded default unless told otherwise. */
  seedDemoData: boolean;
  version: string;
  secureCookies: boolean;
  supportEmail: string | null;
  supportLinks: SupportLinks;
  feedbackPassword: string | null;
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
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: path.resolve(e.WEB_DIST),
    stage: e.STAGE,
    logLevel: e.LOG_LEVEL,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
    seedDemoData: e.SEED_DEMO_DATA === 'auto' ? e.DATABASE_URL === undefined : e.SEED_DEMO_DATA === 'true',
    version: readVersion(),
    secureCookies: e.STAGE === 'prod' || e.STAGE === 'qa',
    supportEmail: e.SUPPORT_EMAIL ?? null,
    supportLinks: e.SUPPORT_LINKS,
    feedbackPassword: e.FEEDBACK_PASSWORD ?? null,
  };
}
