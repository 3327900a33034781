import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { creditsQueryOptions } from "../../lib/account/get-credits";
import { purchaseHistoryQueryOptions } from "./api/get-purchase-history";

/**
 * The checkout runs in a tab of its own (spec: the checkout URL opens in a new tab), so the
 * tab with the pricing page learns of its end from here: the checkout tab announces a paid,
 * canceled or verified checkout on a BroadcastChannel, and the pricing page refreshes its
 * purchase history and balance (issue 14, item 11). Focus on the pricing tab refreshes too.
 */
const CHANNEL = "shelftalk-payments";

export function announceCheckoutChange(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("checkout-changed");
  channel.close();
}

/** Refreshes the purchase history and balance whenever another tab announces a checkout change. */
export function useCheckoutChanges(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      void queryClient.invalidateQueries({ queryKey: purchaseHistoryQueryOptions.queryKey });
      void queryClient.invalidateQueries({ queryKey: creditsQueryOptions.queryKey });
    };
    return () => channel.close();
  }, [queryClient]);
}
