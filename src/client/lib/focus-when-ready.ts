const RETRY_MS = 100;

/**
 * Moves keyboard focus to the element with this id as soon as it is on the page and enabled:
 * the target often sits in a chunk or step that is still loading (the generator's form, the
 * script box, the player). Gives up after `timeoutMs`, or when the visitor moves focus
 * themselves meanwhile. preventScroll: the caller scrolls (smoothly) where it wants.
 * `fresh`: wait for a new element with that id, not the one on the page now (a step that is
 * about to be replaced, like the player of the audio before).
 */
export function focusWhenReady(id: string, options: { timeoutMs?: number; fresh?: boolean } = {}): void {
  const startedOn = document.activeElement;
  const stale = options.fresh ? document.getElementById(id) : null;
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  const attempt = () => {
    // The control that started it may be gone (replaced by the step it led to): that is not the visitor
    // moving. A visitor who has put focus somewhere themselves (typing in another field of the form that
    // has just loaded) keeps it: taking it back would send their next keystrokes into Product Link.
    const movedByVisitor = document.activeElement !== startedOn && document.activeElement !== document.body;
    if (movedByVisitor) return;
    const element = document.getElementById(id);
    if (element && element !== stale && !(element as HTMLButtonElement).disabled) {
      element.focus({ preventScroll: true });
      return;
    }
    if (Date.now() < deadline) window.setTimeout(attempt, RETRY_MS);
  };
  attempt();
}
