import type { ListBookingsQuery } from '@mobilo/contract';

/** Query keys of the Germany ticket's screens. */
export const ticketKeys = {
  all: ['germany-ticket'] as const,
  mine: () => [...ticketKeys.all, 'mine'] as const,
  offer: () => [...ticketKeys.all, 'offer'] as const,
  bookings: () => [...ticketKeys.all, 'bookings'] as const,
  bookingList: (query: ListBookingsQuery) => [...ticketKeys.bookings(), query] as const,
  history: (id: string) => [...ticketKeys.all, 'history', id] as const,
};
