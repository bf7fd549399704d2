import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type CallAccess,
  type CallBody,
  type CallDefinition,
  type CallParams,
  type CallQuery,
  type CallResult,
  errorStatusesOf,
  etagOf,
} from '@mobilo/contract';
import type { ServiceDeps } from './app-context';
import { errorResponses } from './openapi';
import type { Actor } from './request-context';
import { expectedVersionOf, versionOfAnswer } from './versioning';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call definition a route was registered from (absent on routes not yet migrated). */
    call?: CallDefinition;
  }
  interface FastifyInstance {
    /** Every route of the API with the call it was registered from, for the tests of the call list. */
    apiRoutes: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  call: CallDefinition | null;
}

/**
 * Records the API's routes as they are registered, until the returned function is called (the
 * web app's files that follow are no API calls).
 */
export function recordApiRoutes(app: FastifyInstance): () => void {
  const routes: RegisteredRoute[] = [];
  let recording = true;
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (options) => {
    if (!recording || options.url.startsWith('/api/docs')) return;
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: options.url, call: options.config?.call ?? null });
    }
  });
  return () => {
    recording = false;
  };
}

/** Everything a handler gets: the dependencies, the checked actor and the validated input. */
export interface CallContext<D extends CallDefinition> {
  deps: ServiceDeps;
  /** Null only on public calls without a session. */
  actor: D['access'] extends { kind: 'public' } ? Actor | null : Actor;
  params: CallParams<D>;
  query: CallQuery<D>;
  body: CallBody<D>;
  /** The version a write of a `versioned` call names (body `version` or `If-Match`); else undefined. */
  version: number | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Downloads, uploads and streamed answers write the reply themselves and return it. */
type HandlerResult<D extends CallDefinition> = D extends { download: true } | { unchecked: object }
  ? FastifyReply
  : CallResult<D>;

function publicConfig(rule: CallAccess) {
  return rule.kind === 'public' ? { public: true, optionalSession: rule.readsSession === true } : {};
}

/**
 * Registers the route of a call definition: its method, path, schemas and documented errors come
 * from the definition, and the guard (`registerAuthGuard`) answers 401/403 from its access before
 * the input is even read. The handler is one service call.
 */
export function route<const D extends CallDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: (call: CallContext<D>) => Promise<HandlerResult<D>>,
  /** Further route config a module declares (read by hooks, like the guard's session read). */
  config: FastifyContextConfig = {},
): void {
  const errors = errorResponses(...errorStatusesOf(definition));
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      tags: [...definition.tags],
      ...(definition.summary && { summary: definition.summary }),
      ...(definition.params && { params: definition.params }),
      ...(definition.query && { querystring: definition.query }),
      ...(definition.body && { body: definition.body }),
      ...(definition.upload && { consumes: ['multipart/form-data'] }),
      response: definition.response ? { 200: definition.response, ...errors } : errors,
    },
    ...(definition.bodyLimit && { bodyLimit: definition.bodyLimit }),
    config: {
      ...config,
      call: definition,
      ...publicConfig(definition.access),
      ...(definition.rateLimit && { rateLimit: definition.rateLimit }),
      ...(definition.changesState && { changesState: true }),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        deps: app.deps,
        actor: request.actor as CallContext<D>['actor'],
        params: request.params as CallParams<D>,
        query: request.query as CallQuery<D>,
        body: request.body as CallBody<D>,
        version: expectedVersionOf(definition, request),
        request,
        reply,
      });
      const version = definition.versioned ? versionOfAnswer(answer) : null;
      if (version !== null) void reply.header('ETag', etagOf(version));
      return answer;
    },
  });
}
