// The `client` project (vitest.config.ts): React components in happy-dom. Each test starts from
// an empty page and empty storage; the fetch stub of a test is removed with it.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});
