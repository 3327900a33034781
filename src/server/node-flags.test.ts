import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import flags from "./node-flags.json";

describe("Node flags of the production server", () => {
  it("are the ones `npm start` and `npm run worker` run the server with (the e2e and bench launchers read the same file)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string; worker: string } };
    expect(pkg.scripts.start).toBe("node scripts/start.mjs");
    expect(pkg.scripts.worker).toBe("node scripts/start.mjs --worker");
    // scripts/start.mjs runs dist/server/main.js with this file's flags, then the script's arguments.
    const start = readFileSync("scripts/start.mjs", "utf8");
    expect(start).toContain('new URL("../src/server/node-flags.json", import.meta.url)');
    expect(start).toContain('[...nodeFlags, "dist/server/main.js", ...process.argv.slice(2)]');
    expect(flags).toEqual(["--max-semi-space-size=32"]);
  });
});
