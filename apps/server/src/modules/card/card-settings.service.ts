import type { CardSettings, CardSettingsRequest } from '@mobilo/contract';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/app-context';
import { recordAuditEvent } from '../../platform/audit-log';
import type { Actor } from '../../platform/request-context';
import { answerCurrentWhenStale, requireWritten } from '../../platform/versioning';
import { requireCardModule } from './card-programme.policy';
import {
  ensureCardSettings,
  findCardSettings,
  updateCardSettings as updateSettingsRow,
} from './card-settings.repository';

/** A company that never chose has the defaults: payment control fails closed (docs/adr/0027). */
async function loadSettings(db: Executor, companyId: string): Promise<CardSettings> {
  const row = await findCardSettings(db, companyId);
  return { paymentControlFailMode: row?.paymentControlFailMode ?? 'CLOSED', version: row?.version ?? 1 };
}

export async function getCardSettings({ db }: ServiceDeps, actor: Actor, _input: object): Promise<CardSettings> {
  await requireCardModule(db, actor.companyId);
  return loadSettings(db, actor.companyId);
}

export async function updateCardSettings(
  deps: ServiceDeps,
  actor: Actor,
  { body, version }: { body: CardSettingsRequest; version?: number },
): Promise<CardSettings> {
  await requireCardModule(deps.db, actor.companyId);
  const expected = version ?? body.version;
  const write = () =>
    deps.db.transaction(async (tx) => {
      const before = await loadSettings(tx, actor.companyId);
      await ensureCardSettings(tx, actor.companyId, deps.clock());
      const values = { paymentControlFailMode: body.paymentControlFailMode };
      requireWritten(await updateSettingsRow(tx, actor.companyId, values, deps.clock(), expected), expected);
      await recordAuditEvent(tx, actor.companyId, {
        actorId: actor.userId,
        action: 'card.settings-updated',
        subjectType: 'card-settings',
        subjectId: actor.companyId,
        data: { before: before.paymentControlFailMode, after: values.paymentControlFailMode },
      });
    });
  await answerCurrentWhenStale(write, () => loadSettings(deps.db, actor.companyId));
  return loadSettings(deps.db, actor.companyId);
}
