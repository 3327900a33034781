// The `client` project (vitest.config.ts): React components in happy-dom. Each test starts from
// an empty page and empty storage; a request no route of the test answered fails the test.
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { takeUnexpectedRequests } from "./fetch-stub";

// findBy…/waitFor wait up to 5 s, not Testing Library's 1 s: a first render that loads a lazy
// module or a catalogue took over a second on a busy machine, and a passing test returns at once.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) throw new Error(`Requests without a route in the test: ${unexpected.join(", ")}`);
});
