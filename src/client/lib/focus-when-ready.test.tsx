import { afterEach, describe, expect, it, vi } from "vitest";
import { focusWhenReady } from "./focus-when-ready";

/** Adds an input with this id to the page. */
function field(id: string): HTMLInputElement {
  const input = document.createElement("input");
  input.id = id;
  document.body.append(input);
  return input;
}

describe("focusWhenReady", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("focuses the element once it appears", () => {
    vi.useFakeTimers();
    focusWhenReady("target");
    const target = field("target");
    vi.advanceTimersByTime(150);
    expect(document.activeElement).toBe(target);
  });

  it("leaves focus where the visitor put it while the element was loading", () => {
    vi.useFakeTimers();
    focusWhenReady("target");
    // The form loads with both fields; the visitor starts typing in the other one first.
    const target = field("target");
    const details = field("details");
    details.focus();
    vi.advanceTimersByTime(500);
    expect(document.activeElement).toBe(details);
    expect(document.activeElement).not.toBe(target);
  });

  it("focuses at once an element already there", () => {
    const target = field("target");
    focusWhenReady("target");
    expect(document.activeElement).toBe(target);
  });
});
