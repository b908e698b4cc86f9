// The marketing site's one call: sending the Contact Us form (POST /api/contact), on submit only.
import { useMutation } from '@tanstack/react-query';
import { contactPaths, type ContactInput, type ContactResponse } from '@/lib/api-contract/contact';
import { http } from '@/lib/http/client';

export function sendContactMessage(input: ContactInput) {
  return http.post<ContactResponse>(contactPaths.create, input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
