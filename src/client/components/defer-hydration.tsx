import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../lib/use-hydrated";

/**
 * A promise with its state readable at once: opening it sets its status synchronously, so a
 * render right after sees it open.
 */
type Gate = { promise: Promise<void> & { status: "pending" | "fulfilled"; value?: undefined }; open: () => void };

function createGate(): Gate {
  let resolve: () => void = () => {};
  const promise = Object.assign(new Promise<void>((done) => (resolve = done)), { status: "pending" as const });
  const gate: Gate = {
    promise,
    open: () => {
      if (gate.promise.status === "fulfilled") return;
      gate.promise.status = "fulfilled";
      resolve();
    },
  };
  return gate;
}

/** Opened by any first input: a click or key press anywhere may lead to a part still waiting. */
const INPUT_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * A below-the-fold part of a prerendered page that need not be interactive before the visitor
 * gets near it (decision 082). While React hydrates the page, this part keeps the server's HTML
 * as it is (a Suspense boundary that waits on a gate) and costs no script time. It hydrates when
 * it comes within a screen of the viewport, on the visitor's first pointer, touch or key press
 * anywhere on the page (so a click always lands on a hydrated page), or on a client-side
 * navigation. Mounted by a client-side render (not hydration), it renders at once.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [gate] = useState(() => (typeof window !== "undefined" && !hydrated ? createGate() : null));
  const { key } = useLocation();
  const [firstKey] = useState(key);
  // A navigation renders the waiting part too: open the gate now, in this render, so React
  // hydrates it rather than holding the navigation back until it could.
  if (gate && key !== firstKey) gate.open();
  // Until then the waiting part is given the very same element on every render: new props would
  // make React render it afresh (dropping the server's HTML) instead of hydrating it later.
  const [firstChildren] = useState(children);
  const shown = gate?.promise.status === "pending" ? firstChildren : children;
  const content = useMemo(
    () => (
      <Suspense fallback={null}>
        <WaitForGate gate={gate}>{shown}</WaitForGate>
      </Suspense>
    ),
    [gate, shown],
  );
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!gate || gate.promise.status === "fulfilled" || !element) return;
    const open = () => gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
      rootMargin: "100% 0px",
    });
    for (const child of element.children) observer.observe(child);
    for (const type of INPUT_EVENTS) document.addEventListener(type, open, { capture: true, passive: true });
    void gate.promise.then(() => observer.disconnect());
    return () => {
      observer.disconnect();
      for (const type of INPUT_EVENTS) document.removeEventListener(type, open, { capture: true });
    };
  }, [gate]);
  return (
    <div ref={box} className="contents">
      {content}
    </div>
  );
}

function WaitForGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  // Only hydration waits: should React render this part afresh instead (an update reached it
  // before it hydrated), it renders the content at once rather than an empty fallback.
  const hydrated = useHydrated();
  // Suspends the classic way (a thrown promise; React retries when it settles): use() would ask
  // for the same call on every try, and a try that renders afresh must not wait.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (gate && !hydrated && gate.promise.status === "pending") throw gate.promise;
  return children;
}
