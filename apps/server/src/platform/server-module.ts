import type { FastifyInstance } from 'fastify';
import type { CallDefinition } from '@mobilo/contract';
import type { ServiceDeps } from './app-context';
import type { JobDefinition, ScheduledJobDefinition } from './jobs/job-queue';

/** A Fastify plugin that registers a module's routes (`route(app, definition, handler)`). */
export type ModuleRoutes = (app: FastifyInstance) => Promise<void>;

/** The background work a module gives the job queue. */
export interface ModuleJobs {
  // The queue takes each definition with its own data type; the list cannot name them all.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  definitions?: JobDefinition<any>[];
  /**
   * Its periodic jobs: schedules in the job queue, each occurrence run once across all processes
   * (docs/adr/0023). No module keeps timers of its own.
   */
  schedules?: ScheduledJobDefinition[];
  /** Runs once the queue has started, e.g. to send again what a stopped process left unsent. */
  afterStart?: () => Promise<unknown>;
  /** Runs once the queue has stopped, e.g. to end helper processes no job uses any more. */
  afterStop?: () => Promise<void>;
}

/**
 * One entry of the module manifest (`modules/index.ts`): everything `buildApp` and the tests need
 * to know about a bounded context. A new module is one entry there.
 */
export interface ServerModule {
  /** Its folder under `modules/`. */
  name: string;
  /** Its route plugins, registered in the manifest's order. */
  routes?: readonly ModuleRoutes[];
  /**
   * The contract's call lists it answers. A list may be answered by more than one module (the
   * receipt reading of `expenseCalls` is the receipts module's); it is named once, by its owner.
   */
  calls?: readonly Readonly<Record<string, CallDefinition>>[];
  /** Its background jobs; only an app built with a job queue runs them. */
  jobs?: (deps: ServiceDeps) => ModuleJobs;
}
