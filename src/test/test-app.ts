import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { assembleDeps } from "../server/bootstrap";
import { loadConfig, type Config } from "../server/config";
import type { DatabaseHandle } from "../server/db/database";
import type { AppDeps } from "../server/deps";
import type { DnsLookup } from "../server/fetch/fetch-options";
import { createLogger } from "../server/logger";

/** Config with embedded defaults and a fresh temporary data directory; overrides win. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shelftalk-test-"));
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...overrides,
  });
}

/**
 * Tests resolve no names on the network: `*.example.com` / `*.example.net` (RFC 2606) resolve to a
 * public address (used only for decisions, never connected to by the webhook registration that
 * asks), every other name fails as if unknown.
 */
export const testDnsLookup: DnsLookup = (hostname) =>
  /(^|\.)example\.(com|net)\.?$/i.test(hostname)
    ? Promise.resolve([{ address: "93.184.215.14", family: 4 }])
    : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" }));

/** The app over a test database, API only (no SPA), with every provider on its embedded default unless overridden. */
export function createTestApp(options: { database: DatabaseHandle; config?: Config; deps?: Partial<AppDeps> }) {
  const config = options.config ?? testConfig();
  const deps = assembleDeps(config, options.database, createLogger(process.env.TEST_LOG_LEVEL ?? "silent"), {
    dnsLookup: testDnsLookup,
    ...options.deps,
  });
  return { app: createApp(deps), deps };
}
