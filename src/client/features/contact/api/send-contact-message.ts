import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "../../../../shared/contact/contact-schemas";
import type { ContactResponse } from "../../../../shared/contact/contact-response-schemas";
import { apiFetch } from "../../../lib/api";

/** POST /api/contact: the server stores the message and mails it to the team. */
export function sendContactMessage(input: ContactInput) {
  return apiFetch<ContactResponse>("/api/contact", { json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
