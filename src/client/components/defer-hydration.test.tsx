import { act, startTransition, Suspense, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DeferHydration } from "./defer-hydration";

function Counter({ onMount }: { onMount: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onMount, [onMount]);
  return (
    <section>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Clicked {count}
      </button>
    </section>
  );
}

/**
 * The markup the build's prerender writes for <DeferHydration><Counter/></DeferHydration>: in
 * Node (no window) the component renders its children straight through its Suspense boundary.
 * Rendered here without it, as this test's DOM has a window.
 */
function serverHtml(): string {
  return renderToString(
    <MemoryRouter>
      <div className="contents">
        <Suspense fallback={null}>
          <Counter onMount={() => {}} />
        </Suspense>
      </div>
    </MemoryRouter>,
  );
}

const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let previousActFlag: boolean | undefined;
beforeAll(() => {
  previousActFlag = actFlag.IS_REACT_ACT_ENVIRONMENT;
  actFlag.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  actFlag.IS_REACT_ACT_ENVIRONMENT = previousActFlag;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

async function hydrate(onMount: () => void, onError: (error: unknown) => void): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = serverHtml();
  document.body.append(container);
  await act(async () => {
    await Promise.resolve();
    startTransition(() => {
      root = hydrateRoot(
        container,
        <MemoryRouter>
          <DeferHydration>
            <Counter onMount={onMount} />
          </DeferHydration>
        </MemoryRouter>,
        { onRecoverableError: onError },
      );
    });
  });
  return container;
}

describe("DeferHydration", () => {
  it("keeps the server's HTML without running its part until the visitor's first input, then hydrates it", async () => {
    const mounted = vi.fn();
    const errors = vi.fn();
    const container = await hydrate(mounted, errors);
    const before = container.innerHTML;
    expect(container.querySelector("button")?.textContent).toBe("Clicked 0");
    expect(mounted).not.toHaveBeenCalled();

    await act(async () => {
      await Promise.resolve();
      document.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    expect(mounted).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same nodes, now with their handlers.
    expect(container.innerHTML).toBe(before);
    await act(async () => {
      await Promise.resolve();
      container.querySelector("button")?.click();
    });
    expect(container.querySelector("button")?.textContent).toBe("Clicked 1");
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders its children at once when mounted by a client-side render", async () => {
    const { createRoot } = await import("react-dom/client");
    const container = document.createElement("div");
    document.body.append(container);
    const mounted = vi.fn();
    await act(async () => {
      await Promise.resolve();
      root = createRoot(container);
      root.render(
        <MemoryRouter>
          <DeferHydration>
            <Counter onMount={mounted} />
          </DeferHydration>
        </MemoryRouter>,
      );
    });
    expect(mounted).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")?.textContent).toBe("Clicked 0");
  });
});
