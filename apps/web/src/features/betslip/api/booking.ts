import * as bets from '@playline/contract/api/bets';
import { type Booking, bookingCodeSchema, bookingSchema } from '@playline/contract/bets';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** POST /api/bets/booking: the slip's selections under a short code. */
export function postBooking(outcomeIds: readonly string[]): Promise<string> {
  return call(
    bets.createBooking,
    { body: { selections: outcomeIds.map((outcomeId) => ({ outcomeId })) } },
    { parse: (data) => bookingCodeSchema.parse(data), report: false },
  ).then(({ code }) => code);
}

/** GET /api/bets/booking/:code: the saved selections as they are now (404 for an unknown code). */
export function getBooking(code: string): Promise<Booking> {
  return call(bets.getBooking, { params: { code } }, { parse: (data) => bookingSchema.parse(data), report: false });
}

export const useSaveBooking = () => useMutation({ mutationFn: postBooking });
export const useLoadBooking = () => useMutation({ mutationFn: getBooking });
