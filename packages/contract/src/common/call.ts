import type { z } from 'zod';
import { defaultRightsOfRole, type Right, type RoleName, roleNames } from '../vocabulary/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call. The server's guard answers 401/403 from it before the handler runs; the
 * OpenAPI document and the role × call test read it too. Rules that depend on the object (its
 * owner, its period) stay in the module's pure policy.
 */
export type CallAccess =
  /** No session needed; `readsSession` reads one when present (and ignores a broken one). */
  | { readonly kind: 'public'; readonly readsSession?: boolean }
  /** Any signed-in user. */
  | { readonly kind: 'session' }
  /** A signed-in user with one of the roles. */
  | { readonly kind: 'roles'; readonly roles: readonly RoleName[] }
  /** A signed-in user whose role carries the right. */
  | { readonly kind: 'right'; readonly right: Right }
  /** A signed-in support account (a flag of the account, not a role; docs/adr/0014), or one of the roles. */
  | { readonly kind: 'support'; readonly roles: readonly RoleName[] };

export const access = {
  public: { kind: 'public' },
  publicReadingSession: { kind: 'public', readsSession: true },
  signedIn: { kind: 'session' },
  roles: (...roles: RoleName[]) => ({ kind: 'roles', roles }),
  right: (right: Right) => ({ kind: 'right', right }),
  supportAccount: { kind: 'support', roles: [] },
  supportAccountOr: (...roles: RoleName[]) => ({ kind: 'support', roles }),
} as const satisfies Record<string, CallAccess | ((...args: never[]) => CallAccess)>;

/** Who asks: the role, its rights and whether the account is a support account. */
export interface CallerAccess {
  role: RoleName;
  rights: readonly Right[];
  isSupportUser?: boolean;
}

/** Whether a signed-in user with this role and these rights may make the call. */
export function mayCall(rule: CallAccess, who: CallerAccess): boolean {
  switch (rule.kind) {
    case 'public':
    case 'session':
      return true;
    case 'roles':
      return rule.roles.includes(who.role);
    case 'right':
      return who.rights.includes(rule.right);
    case 'support':
      return who.isSupportUser === true || rule.roles.includes(who.role);
  }
}

/** The roles that may make the call with the rights they are created with. */
export function rolesGrantedBy(rule: CallAccess): RoleName[] {
  return roleNames.filter((role) => mayCall(rule, { role, rights: defaultRightsOfRole[role] }));
}

/**
 * One call of the API: the server registers its route from it, the web app calls through it, the
 * OpenAPI document and the role × call test are built from the list of all of them. `path` is the
 * specification's path verbatim, with `:name` for its parameters.
 */
export interface CallDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: CallAccess;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body; an upload (`upload`) sends multipart form data instead. */
  readonly body?: z.ZodType;
  /** The JSON answer; absent for a file download. */
  readonly response?: z.ZodType;
  /** Error statuses besides those the definition implies (400 for input, 401, 403, 404 for params). */
  readonly errors?: readonly number[];
  /** A multipart upload of one file in the named form field. */
  readonly upload?: { readonly field: string };
  /** The answer is a file (bytes with their own content type), not JSON. */
  readonly download?: boolean;
  /**
   * The answer is too large to be checked against its schema once more: the server streams it and
   * the web app takes it as typed. The reason stands here, so that nobody turns it on lightly.
   */
  readonly unchecked?: { readonly reason: string };
  /** The per-IP budget a stranger's calls draw on (sign-in, forgot password …). */
  readonly rateLimit?: string;
  /** A GET the specification makes change state (sign-out): refused when another site sends it. */
  readonly changesState?: boolean;
  /** The largest body in bytes, where the server's default (1 MiB) is too small. */
  readonly bodyLimit?: number;
  /**
   * The answer is one editable object with its `version` (`common/version.ts`): the server sends
   * its `ETag`; a write takes the version read from `If-Match` or the body's `version` and answers
   * 409 CONFLICT_STALE_VERSION with the current object when it is stale.
   */
  readonly versioned?: true;
  /**
   * The call refuses (403) a caller its access allows until something exists: a mailed link, a
   * feature switched on. The role × call test cannot tell that refusal from the access's own, so
   * it leaves the call out; the reason stands here, and the module's tests cover both answers.
   */
  readonly refusesUntil?: { readonly reason: string };
}

/** Keeps the literal types of a definition, so that server and web infer its input and answer. */
export function defineCall<const D extends CallDefinition>(definition: D): D {
  return definition;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

export type CallParams<D extends CallDefinition> = Out<D['params']>;
export type CallQuery<D extends CallDefinition> = Out<D['query']>;
export type CallBody<D extends CallDefinition> = Out<D['body']>;
/** What the handler returns (before serialisation). */
export type CallResult<D extends CallDefinition> = In<D['response']>;
/** What the client receives after parsing. */
export type CallResponse<D extends CallDefinition> = Out<D['response']>;

/** The client's input of a call: only the parts the definition has, each as the schema takes it. */
export type CallInput<D extends CallDefinition> = (D['params'] extends z.ZodType
  ? { params: z.input<D['params']> }
  : unknown) &
  (D['query'] extends z.ZodType ? { query?: z.input<D['query']> } : unknown) &
  (D['body'] extends z.ZodType ? { body: z.input<D['body']> } : unknown) &
  (D['upload'] extends { field: string } ? { file: Blob } : unknown) &
  (D['versioned'] extends true ? { /** The version read, sent as `If-Match`. */ version?: number } : unknown);

/** The `{statusCode, reason}` statuses a call may answer with, for its documentation. */
export function errorStatusesOf(definition: CallDefinition): number[] {
  const statuses = new Set<number>(definition.errors ?? []);
  if (definition.versioned && definition.method !== 'GET') statuses.add(409);
  if (definition.params || definition.query || definition.body || definition.upload) statuses.add(400);
  if (definition.access.kind !== 'public') statuses.add(401);
  if (definition.access.kind === 'roles' || definition.access.kind === 'right' || definition.access.kind === 'support')
    statuses.add(403);
  if (definition.params) statuses.add(404);
  if (definition.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Puts the path parameters into the path, encoded. */
export function pathOf(definition: Pick<CallDefinition, 'path'>, params: Record<string, unknown> | undefined): string {
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${definition.path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
