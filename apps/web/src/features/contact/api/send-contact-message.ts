import type { ContactRequest } from '@mathtools/contracts';
import { apiPaths } from '@mathtools/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** POST /api/contact. Only the success status is checked. */
export async function sendContactMessage(body: ContactRequest): Promise<void> {
  return apiRequest<void>(apiPaths.contact, { method: 'POST', data: body });
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: ['contact', 'send'], mutationFn: sendContactMessage });
}
