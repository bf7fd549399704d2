import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 and a free port. Its only interaction
 * signs in whoever the relying party names in `login_hint` (else `defaultAccount`) and grants the requested scopes, as a
 * company directory would after its own password check. The account's email is its subject,
 * unless `emailOf` maps it elsewhere.
 */
export async function startTestProvider(options: {
  redirectUris: string[];
  emailOf?: (subject: string) => string;
  /** Who signs in when the relying party names nobody (the city login asks for no email). */
  defaultAccount?: () => string;
  clientId?: string;
  clientSecret?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
}): Promise<TestProvider> {
  const clientId = options.clientId ?? 'mobilo-test';
  const clientSecret = options.clientSecret ?? `secret-${Math.random().toString(36).slice(2)}`;
  // The provider needs its issuer, which needs the port, which needs the server: set once listening.
  const holder: { provider?: Provider } = {};

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const provider = holder.provider;
    if (!provider) return;
    if (req.url?.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(req, res);
      const accountId = String(details.params.login_hint ?? options.defaultAccount?.() ?? 'anonymous@example.test');
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    provider.callback()(req, res);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: options.emailOf?.(sub) ?? sub, email_verified: true }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
  });
  holder.provider = provider;

  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows a browser's redirects through the provider, keeping its cookies, until it leaves it. */
export async function followProviderRedirects(start: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop++) {
    if (url.origin !== new URL(issuer).origin) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url.href} with ${response.status}: ${await response.text()}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
