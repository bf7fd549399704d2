import type { ServiceDeps } from '../../platform/app-context';
import { AppError, notFound } from '../../platform/app-error';
import { ticketKey } from '../../platform/files/storage-keys';
import type { ReceivedUpload } from '../../platform/files/multipart';
import type { Actor } from '../../platform/request-context';
import { removeBlobs } from '../expenses/expense-files.service';
import { type BookingRow, findBooking, lockBooking, updateBooking } from './germany-ticket.repository';
import { auditBooking } from './ticket-booking.service';
import { germanMonth } from './germany-ticket.policy';

/** A ticket is delivered once ordered, and replaced while it runs (a cancelled one until its end). */
function mayDeliver(row: BookingRow, thisMonth: string) {
  const status = row.status;
  if (status === 'ORDERED' || status === 'ACTIVE') return true;
  return status === 'CANCELLED' && row.endMonth !== null && row.endMonth >= thisMonth && row.endMonth >= row.startMonth;
}

/**
 * POST /api/v3/bookings/{id}/ticket: the ticket file (PDF or image, checked by content) is stored
 * before the row points at it; a replaced file is removed after the commit.
 */
export async function uploadTicketFile(
  deps: ServiceDeps,
  actor: Actor,
  { id, receive }: { id: string; receive: (tempDir: string) => Promise<ReceivedUpload> },
): Promise<void> {
  const { db, storage, logger, clock } = deps;
  const thisMonth = germanMonth(clock());
  const check = (row: BookingRow | null) => {
    if (!row) throw notFound('booking');
    if (!mayDeliver(row, thisMonth)) throw new AppError('GERMANY_TICKET_WRONG_STATUS', row.status);
    return row;
  };
  // Refused before the upload is received; checked again under the lock.
  check((await findBooking(db, actor.companyId, id))?.booking ?? null);
  const upload = await receive(storage.tempDir);
  const key = ticketKey(actor.companyId, id);
  await storage.put(key, upload.tempPath, upload.mimeType);
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      const row = check(await lockBooking(tx, actor.companyId, id));
      await updateBooking(tx, actor.companyId, id, {
        ticketFileKey: key,
        ticketFileName: upload.originalName,
        ticketFileMimeType: upload.mimeType,
        ticketFileSize: upload.size,
      });
      await auditBooking(tx, actor, id, 'ticket-delivered', { name: upload.originalName, size: upload.size });
      return row.ticketFileKey;
    });
  } catch (error) {
    await removeBlobs(storage, [key], logger);
    throw error;
  }
  if (oldKey) await removeBlobs(storage, [oldKey], logger);
}

export async function openTicketFile({ storage }: Pick<ServiceDeps, 'storage'>, row: BookingRow) {
  if (!row.ticketFileKey) throw new AppError('GERMANY_TICKET_NO_FILE');
  return {
    fileName: row.ticketFileName ?? 'deutschlandticket',
    mimeType: row.ticketFileMimeType ?? 'application/octet-stream',
    size: row.ticketFileSize,
    body: await storage.open(row.ticketFileKey),
  };
}
