import { defineConfig, devices } from "@playwright/test";
import {
  E2E_BASE_URL,
  E2E_PORT,
  PRODUCT_SERVER_ORIGIN,
  PRODUCT_SERVER_PORT,
  SITE_SHOP_PORT,
} from "./e2e/support/e2e-env";

// End-to-end tests drive Debian's Chromium (no browser download) against the
// production build served by the real server on a fresh data directory.
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "npx tsx e2e/support/product-server.ts",
      url: `${PRODUCT_SERVER_ORIGIN}/products/aurora-pro-wireless-headphones`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node e2e/support/start-server.mjs",
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        E2E_PORT: String(E2E_PORT),
        FETCH_ALLOW_HOSTS: `127.0.0.1:${PRODUCT_SERVER_PORT},127.0.0.1:${SITE_SHOP_PORT}`,
      },
    },
  ],
});
