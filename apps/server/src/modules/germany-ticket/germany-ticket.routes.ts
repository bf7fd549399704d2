import type { FastifyInstance } from 'fastify';
import { germanyTicketCalls as calls } from '@mobilo/contract';
import { sendAttachment } from '../../platform/files/file-download';
import { readSingleUpload } from '../../platform/files/multipart';
import { route } from '../../platform/route';
import {
  approveBooking,
  bookingHistory,
  cancelCompanyBooking,
  declineBooking,
  getOffer,
  importConfirmation,
  listCompanyBookings,
  openCompanyTicketFile,
  orderListFile,
  presentCompanyBooking,
  updateOffer,
} from './bookings.service';
import { cancelMyTicket, getMyTicket, openMyTicketFile, requestTicket } from './my-ticket.service';
import { uploadTicketFile } from './ticket-files.service';

/** The Germany job ticket: /bookings-my-ticket for employees, /bookings for admins (docs/adr/0020). */
export async function germanyTicketRoutes(app: FastifyInstance) {
  route(app, calls.mine, ({ deps, actor }) => getMyTicket(deps, actor));
  route(app, calls.request, ({ deps, actor, body }) => requestTicket(deps, actor, body));
  route(app, calls.cancelMine, ({ deps, actor, params }) => cancelMyTicket(deps, actor, params));
  route(app, calls.myTicketFile, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openMyTicketFile(deps, actor, params)),
  );
  route(app, calls.offer, ({ deps, actor }) => getOffer(deps, actor));
  route(app, calls.updateOffer, ({ deps, actor, body, version }) => updateOffer(deps, actor, { body, version }));
  route(app, calls.list, ({ deps, actor, query }) => listCompanyBookings(deps, actor, query));
  route(app, calls.orderList, async ({ deps, actor, query, reply }) =>
    sendAttachment(reply, await orderListFile(deps, actor, query)),
  );
  route(app, calls.importConfirmation, ({ deps, actor, body }) => importConfirmation(deps, actor, body));
  route(app, calls.approve, ({ deps, actor, params, version }) => approveBooking(deps, actor, { ...params, version }));
  route(app, calls.decline, ({ deps, actor, params, body, version }) =>
    declineBooking(deps, actor, { id: params.id, reason: body.reason ?? null, version }),
  );
  route(app, calls.cancel, ({ deps, actor, params, version }) =>
    cancelCompanyBooking(deps, actor, { ...params, version }),
  );
  route(app, calls.history, ({ deps, actor, params }) => bookingHistory(deps, actor, params));
  route(app, calls.uploadTicket, async ({ deps, actor, params, request }) => {
    await uploadTicketFile(deps, actor, {
      id: params.id,
      receive: (tempDir) =>
        readSingleUpload(request, calls.uploadTicket.upload.field, tempDir, deps.config.uploadMaxBytes),
    });
    return presentCompanyBooking(deps, actor, params.id);
  });
  route(app, calls.ticketFile, async ({ deps, actor, params, reply }) =>
    sendAttachment(reply, await openCompanyTicketFile(deps, actor, params)),
  );
}
