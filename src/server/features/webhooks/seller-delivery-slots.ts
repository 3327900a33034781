/**
 * Delivery attempts in flight per seller in this process (decision 081). Deliveries are grouped
 * per endpoint (one at a time each, decision 061), so a seller with 10 dead endpoints could still
 * hold 10 of a process's 16 delivery workers for 10 s an attempt. Past WEBHOOK_SELLER_IN_FLIGHT
 * attempts of one seller, a delivery is not attempted: its job queues it again a little later and
 * frees the worker, so other sellers' deliveries keep the rest.
 */
export const WEBHOOK_SELLER_IN_FLIGHT = 4;
/** How long a delivery put back for its seller's turn waits before it is fetched again: about one attempt at a dead endpoint (10 s), so the re-sends stay few. */
export const WEBHOOK_DEFER_SECONDS = 10;

export class SellerDeliverySlots {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perSeller = WEBHOOK_SELLER_IN_FLIGHT) {}

  /** A release function when the seller has a slot free, else undefined. */
  tryAcquire(sellerId: string): (() => void) | undefined {
    const held = this.inFlight.get(sellerId) ?? 0;
    if (held >= this.perSeller) return undefined;
    this.inFlight.set(sellerId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(sellerId) ?? 1) - 1;
      if (left <= 0) this.inFlight.delete(sellerId);
      else this.inFlight.set(sellerId, left);
    };
  }
}

/** The process's slots (one per process: the cap is per process, like the workers it shares). */
export const sellerDeliverySlots = new SellerDeliverySlots();
