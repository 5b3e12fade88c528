import { type ContactRequest, type ContactResponse, contactResponseSchema } from '@playline/contract/help';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/help/contact — answers the message's reference. Failures (say 429, too many) go to the shell's toasts. */
export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return api.post('/help/contact', body, { parse: (data) => contactResponseSchema.parse(data) });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
