import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createDb, migrationsFolder } from './client';
import { EMBEDDED_TEMPLATE_DIR, keepAsTemplate, templateMatches } from './embedded-template';

// Run by the server's build (`scripts/build.mjs`): migrates an empty embedded database beside the
// built server and keeps its data folder as the template of fresh ones (`db/embedded-template.ts`),
// unless an earlier build made it from the same migrations.
if (templateMatches(EMBEDDED_TEMPLATE_DIR, migrationsFolder)) process.exit(0);
const staging = `${EMBEDDED_TEMPLATE_DIR}.partial`;
await rm(staging, { recursive: true, force: true });
// No template to start from: this one is made from scratch.
const handle = await createDb({ dataDir: staging, templateDir: path.join(staging, 'none') });
try {
  await handle.migrate();
} finally {
  await handle.close();
}
await keepAsTemplate(path.join(staging, 'db'), EMBEDDED_TEMPLATE_DIR, migrationsFolder);
await rm(staging, { recursive: true, force: true });
