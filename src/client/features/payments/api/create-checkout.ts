import { useMutation } from "@tanstack/react-query";
import type { PackId } from "../../../../shared/catalog/pack-list";
import type { CreateCheckoutResponse } from "../../../../shared/payments/payment-schemas";
import { apiFetch } from "../../../lib/api";

/** Starts a checkout for a pack; the server sets the price, the answer is the page to pay on. */
export function createCheckout(packId: PackId): Promise<CreateCheckoutResponse> {
  return apiFetch<CreateCheckoutResponse>("/api/payments/checkout", { json: { packId } });
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
