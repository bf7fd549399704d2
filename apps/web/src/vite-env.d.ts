/// <reference types="vite/client" />

/** Release label of the build, taken from the root package.json. */
declare const __APP_VERSION__: string;
