/** Which database the integration tests run on, decided once per run by the global setup. */
export type TestDatabaseTarget =
  | { kind: 'pglite'; templateFile: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string; runPrefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
