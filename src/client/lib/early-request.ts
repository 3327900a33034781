/**
 * A GET started by main.tsx before React renders, handed to the first query that asks for it.
 * The answer never goes into the query cache before hydration (which would make the first
 * render differ from the prerendered HTML); the query simply finds its request already under
 * way, or done, instead of starting it after hydration.
 */
export function earlyRequest<T>(request: () => Promise<T>): { start: () => void; take: () => Promise<T> } {
  let pending: Promise<T> | undefined;
  return {
    start: () => {
      if (pending) return;
      pending = request();
      // A failure is the query's to report (and retry) when it takes the request.
      pending.catch(() => undefined);
    },
    take: () => {
      const early = pending;
      pending = undefined;
      return early ?? request();
    },
  };
}
