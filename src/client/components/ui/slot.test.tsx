import { fireEvent, render } from "@testing-library/react";
import { Slot as RadixSlot } from "radix-ui";
import { createRef, type ReactElement, type ReactNode } from "react";
import { MemoryRouter, Link } from "react-router";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Slot } from "./slot";

type SlotComponent = (props: Record<string, unknown> & { children?: ReactNode }) => ReactNode;
const IMPLEMENTATIONS: [string, SlotComponent][] = [
  ["Radix's Slot", RadixSlot.Root],
  ["ours", Slot],
];

/** What each implementation renders, and the order in which the handlers ran on a click. */
function renderWith(Impl: SlotComponent, slotProps: Record<string, unknown>, child: (log: string[]) => ReactElement) {
  const log: string[] = [];
  const { container, unmount } = render(
    <Impl {...slotProps} onClick={() => log.push("slot")}>
      {child(log)}
    </Impl>,
  );
  fireEvent.click(container.firstElementChild!);
  const html = container.innerHTML;
  unmount();
  return { html, log };
}

describe("Slot", () => {
  const cases: [string, Record<string, unknown>, (log: string[]) => ReactElement][] = [
    [
      "class names joined, the child's props winning",
      { className: "inline-flex px-4", title: "slot", "data-state": "open", id: "slot" },
      (log) => (
        <a href="/x" className="underline" title="child" onClick={() => log.push("child")}>
          Go
        </a>
      ),
    ],
    [
      "styles combined, aria-describedby ids joined",
      { style: { color: "red", margin: 1 }, "aria-describedby": "a b" },
      (log) => (
        <button type="button" style={{ margin: 2 }} aria-describedby="b c" onClick={() => log.push("child")}>
          Go
        </button>
      ),
    ],
    ["a child without a handler or class", { className: "x", "aria-label": "Menu" }, () => <span>Go</span>],
  ];
  for (const [name, slotProps, child] of cases) {
    it(`renders as Radix's Slot does: ${name}`, () => {
      const [radix, ours] = IMPLEMENTATIONS.map(([, Impl]) => renderWith(Impl, slotProps, child));
      expect(ours).toEqual(radix);
      expect(ours!.log.at(-1)).toBe("slot");
    });
  }

  it("gives the node to both the slot's ref and the child's, and clears both when it goes", () => {
    const slotRef = createRef<HTMLElement>();
    const seen: (HTMLElement | null)[] = [];
    const { unmount } = render(
      <Slot ref={slotRef}>
        <a href="/x" ref={(node) => void seen.push(node)}>
          Go
        </a>
      </Slot>,
    );
    expect(slotRef.current?.tagName).toBe("A");
    expect(seen).toEqual([slotRef.current]);
    unmount();
    expect(slotRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it("lets Button asChild render a link with the button's look", () => {
    const { getByRole } = render(
      <MemoryRouter>
        <Button asChild variant="ghost" size="sm" className="hidden lg:inline-flex">
          <Link to="/pricing">Pricing</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).not.toHaveAttribute("type");
    expect(link).toHaveClass("h-9", "px-3", "hover:bg-accent", "hidden", "lg:inline-flex");
    expect(link).not.toHaveClass("inline-flex");
  });
});
