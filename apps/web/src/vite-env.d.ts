/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** Release label of the build, taken from the root package.json. */
declare const __APP_VERSION__: string;
