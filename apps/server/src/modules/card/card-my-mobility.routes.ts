import type { FastifyInstance } from 'fastify';
import { cardMyMobilityCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { readSingleUpload } from '../../platform/files/multipart';
import { route } from '../../platform/route';
import { getMyMobilityCard, openMyCardReceipt, uploadCardReceipt } from './card-my-mobility.service';

export async function cardMyMobilityRoutes(app: FastifyInstance) {
  const limit = app.deps.config.uploadMaxBytes;
  route(app, calls.myMobility, ({ deps, actor }) => getMyMobilityCard(deps, actor, {}));
  route(app, calls.uploadReceipt, ({ deps, actor, params, request }) =>
    uploadCardReceipt(deps, actor, {
      id: params.id,
      receive: (tempDir) => readSingleUpload(request, calls.uploadReceipt.upload.field, tempDir, limit),
    }),
  );
  route(app, calls.receipt, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openMyCardReceipt(deps, actor, params)),
  );
}
