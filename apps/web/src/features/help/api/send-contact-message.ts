import * as help from '@playline/contract/api/help';
import { type ContactRequest, type ContactResponse, contactResponseSchema } from '@playline/contract/help';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/api-client.ts';

/** POST /api/help/contact — answers the message's reference. Failures (say 429, too many) go to the shell's toasts. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return call(help.sendContactMessage, { body }, { parse: (data) => contactResponseSchema.parse(data) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
