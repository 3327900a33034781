// `npm start` and `npm run worker` (with --worker): on Node 24 (brought from the npm registry
// when this Node is older, scripts/node-24.mjs), build what is missing or stale, then run the
// server with the arguments given. Signals go on to the server; its exit code is this one's.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mirrorChild, runOnNode24 } from "./node-24.mjs";

await runOnNode24();
await import("./ensure-build.mjs");

// The production server's Node flags, shared with the e2e and bench launchers (src/server/node-flags.test.ts).
const nodeFlags = JSON.parse(readFileSync(new URL("../src/server/node-flags.json", import.meta.url), "utf8"));
const args = [...nodeFlags, "dist/server/main.js", ...process.argv.slice(2)];
mirrorChild(spawn(process.execPath, args, { stdio: "inherit" }), { what: "the server" });
