import { useMutation } from "@tanstack/react-query";
import type { ContactInput } from "../../../../shared/schemas/contact";
import type { ContactResponse } from "../../../../shared/schemas/contact-response";
import { apiFetch } from "../../../lib/api";

/** POST /api/contact: the server stores the message and mails it to the team. */
export function sendContactMessage(input: ContactInput) {
  return apiFetch<ContactResponse>("/api/contact", { json: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
