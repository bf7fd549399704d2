import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStorage } from './files/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    fileStorage: FileStorage;
  }
}
