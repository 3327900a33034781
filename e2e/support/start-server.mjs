// Starts the production build for the e2e suite on a fresh data directory.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(".data-e2e");
rmSync(dataDir, { recursive: true, force: true });

// The same Node flags as `npm start` (src/server/node-flags.json, checked by a unit test).
const nodeFlags = JSON.parse(readFileSync("src/server/node-flags.json", "utf8"));
const child = spawn(process.execPath, [...nodeFlags, "dist/server/main.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.E2E_PORT ?? "3210",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? "3210"}`,
    LOG_LEVEL: "warn",
    // The e2e journeys sign in many times from one address; the limits are proven by integration tests.
    RATE_LIMIT_DISABLED: "true",
    // Production without Stripe: the journeys pay on the built-in test checkout, which must be asked for.
    PAYMENTS_TEST_MODE: "true",
  },
});
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
