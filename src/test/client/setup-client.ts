// The `client` project (vitest.config.ts): React components in happy-dom. Each test starts from
// an empty page and empty storage; a request no route of the test answered fails the test.
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { takeUnexpectedRequests } from "./fetch-stub";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  const unexpected = takeUnexpectedRequests();
  if (unexpected.length > 0) throw new Error(`Requests without a route in the test: ${unexpected.join(", ")}`);
});
