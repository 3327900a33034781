import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import flags from "./node-flags.json";

describe("Node flags of the production server", () => {
  it("are the ones `npm start` and `npm run worker` run the server with (the e2e and bench launchers read the same file)", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string; worker: string } };
    expect(pkg.scripts.start).toContain(`node ${flags.join(" ")} dist/server/main.js`);
    expect(pkg.scripts.worker).toContain(`node ${flags.join(" ")} dist/server/main.js --worker`);
  });
});
