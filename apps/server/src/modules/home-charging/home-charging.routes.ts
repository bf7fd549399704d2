import type { FastifyInstance } from 'fastify';
import { homeChargingCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { readSingleUpload } from '../../platform/files/multipart';
import { route } from '../../platform/route';
import {
  activityHistory,
  approveActivity,
  getCompanyActivity,
  listCompanyActivities,
  openCompanyPhoto,
  rejectActivity,
} from './activity-review.service';
import {
  approveContract,
  contractHistory,
  deleteMyContract,
  getCompanyContract,
  getMyContracts,
  listCompanyContracts,
  openCompanyContractProof,
  openMyContractProof,
  rejectContract,
  submitContract,
  uploadContractProof,
} from './charging-contracts.service';
import {
  enrolUser,
  getChargingSettings,
  importChargingUsers,
  listChargingUsers,
  unenrolUser,
  updateChargingSettings,
} from './charging-users.service';
import {
  deleteMyActivity,
  getMyActivities,
  importWallbox,
  openMyPhoto,
  submitReadings,
  uploadReadingPhoto,
} from './my-activities.service';

/** Home charging (docs/adr/0025): enrolment, contracts and monthly activities. */
export async function homeChargingRoutes(app: FastifyInstance) {
  const limit = app.deps.config.uploadMaxBytes;
  route(app, calls.settings, ({ deps, actor }) => getChargingSettings(deps, actor));
  route(app, calls.updateSettings, ({ deps, actor, body, version }) =>
    updateChargingSettings(deps, actor, { body, version }),
  );
  route(app, calls.users, ({ deps, actor, query }) => listChargingUsers(deps, actor, query));
  route(app, calls.enrol, ({ deps, actor, params, body, version }) =>
    enrolUser(deps, actor, { userId: params.userId, enrolment: { ...body, version: body.version ?? version } }),
  );
  route(app, calls.unenrol, ({ deps, actor, params }) => unenrolUser(deps, actor, params));
  route(app, calls.importUsers, ({ deps, actor, body }) => importChargingUsers(deps, actor, body));

  route(app, calls.myContracts, ({ deps, actor }) => getMyContracts(deps, actor));
  route(app, calls.submitContract, ({ deps, actor, body }) => submitContract(deps, actor, body));
  route(app, calls.uploadContractProof, ({ deps, actor, params, request }) =>
    uploadContractProof(deps, actor, {
      id: params.id,
      receive: (tempDir) => readSingleUpload(request, calls.uploadContractProof.upload.field, tempDir, limit),
    }),
  );
  route(app, calls.myContractProof, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openMyContractProof(deps, actor, params)),
  );
  route(app, calls.deleteMyContract, ({ deps, actor, params }) => deleteMyContract(deps, actor, params));
  route(app, calls.contracts, ({ deps, actor, query }) => listCompanyContracts(deps, actor, query));
  route(app, calls.contract, ({ deps, actor, params }) => getCompanyContract(deps, actor, params));
  route(app, calls.contractProof, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openCompanyContractProof(deps, actor, params)),
  );
  route(app, calls.approveContract, ({ deps, actor, params, version }) =>
    approveContract(deps, actor, { id: params.id, version }),
  );
  route(app, calls.rejectContract, ({ deps, actor, params, body, version }) =>
    rejectContract(deps, actor, { id: params.id, reason: body.reason, version }),
  );
  route(app, calls.contractHistory, ({ deps, actor, params }) => contractHistory(deps, actor, params));

  route(app, calls.myActivities, ({ deps, actor }) => getMyActivities(deps, actor));
  route(app, calls.submitReadings, ({ deps, actor, body }) => submitReadings(deps, actor, body));
  route(app, calls.importWallbox, ({ deps, actor, body }) => importWallbox(deps, actor, body));
  for (const which of ['start', 'end'] as const) {
    const upload = which === 'start' ? calls.uploadStartPhoto : calls.uploadEndPhoto;
    route(app, upload, ({ deps, actor, params, request }) =>
      uploadReadingPhoto(deps, actor, {
        id: params.id,
        which,
        receive: (tempDir) => readSingleUpload(request, upload.upload.field, tempDir, limit),
      }),
    );
    route(app, which === 'start' ? calls.myStartPhoto : calls.myEndPhoto, async ({ deps, actor, params, reply }) =>
      sendAttachment(reply, await openMyPhoto(deps, actor, { id: params.id, which })),
    );
    route(app, which === 'start' ? calls.startPhoto : calls.endPhoto, async ({ deps, actor, params, reply }) =>
      sendAttachment(reply, await openCompanyPhoto(deps, actor, { id: params.id, which })),
    );
  }
  route(app, calls.deleteMyActivity, ({ deps, actor, params }) => deleteMyActivity(deps, actor, params));
  route(app, calls.activities, ({ deps, actor, query }) => listCompanyActivities(deps, actor, query));
  route(app, calls.activity, ({ deps, actor, params }) => getCompanyActivity(deps, actor, params));
  route(app, calls.approveActivity, ({ deps, actor, params, version }) =>
    approveActivity(deps, actor, { id: params.id, version }),
  );
  route(app, calls.rejectActivity, ({ deps, actor, params, body, version }) =>
    rejectActivity(deps, actor, { id: params.id, reason: body.reason, version }),
  );
  route(app, calls.activityHistory, ({ deps, actor, params }) => activityHistory(deps, actor, params));
}
