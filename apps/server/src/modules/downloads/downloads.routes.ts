import type { FastifyInstance } from 'fastify';
import { downloadCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { route } from '../../platform/route';
import { getDownload, listDownloads, markImported, openDownloadFile } from './downloads.service';

/** The download centre (route /downloads): the company's export files, for those who manage periods. */
export async function downloadRoutes(app: FastifyInstance) {
  route(app, calls.list, ({ deps, actor }) => listDownloads(deps, actor));
  route(app, calls.get, ({ deps, actor, params }) => getDownload(deps, actor, params));
  route(app, calls.file, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openDownloadFile(deps, actor, params)),
  );
  route(app, calls.markImported, ({ deps, actor, params }) => markImported(deps, actor, params));
}
