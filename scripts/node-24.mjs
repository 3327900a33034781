// ShelfTalk runs on Node 24 (decision 014). `npm start`, `npm run worker` and `npm test` begin
// here: on an older Node (18 or later), they install Node 24 from the npm registry's `node`
// package into the cache folder scripts/use-node-24.sh uses, say so in one line and run the same
// command again under it, with Node 24 first on PATH so that npm, npx and vitest started from it
// use it too (decision 053). On Node 24 or newer nothing happens.
// Plain ESM that Node 18 parses and runs: no newer syntax or API in this file.
import { spawn as spawnProcess, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { constants, homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";

export const REQUIRED_MAJOR = 24;
/** Set on the re-run: a Node 24 that still reports an older version must not re-run forever. */
const RERUN_MARK = "SHELFTALK_NODE_24_RERUN";
/** Signals passed on to the re-run command; its own exit code or signal ends this process. */
const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"];

export function nodeMajor(version) {
  return Number(String(version).replace(/^v/, "").split(".")[0]);
}

/** The cache folder, as in scripts/use-node-24.sh: ${SHELFTALK_NODE_HOME:-$HOME/.cache/shelftalk/node-24}. */
export function node24Home(env) {
  return env.SHELFTALK_NODE_HOME || join(env.HOME || homedir(), ".cache", "shelftalk", "node-24");
}

export function node24Binary(home) {
  return join(home, "node_modules", "node", "bin", "node");
}

/** Installs node@24 into `home` with the npm that runs this script (or the one on PATH). */
export function installNode24(home, env) {
  mkdirSync(home, { recursive: true });
  const npmCli = env.npm_execpath;
  const [command, prefix] = npmCli && /\.c?js$/.test(npmCli) ? [process.execPath, [npmCli]] : ["npm", []];
  // --ignore-scripts=false: the `node` package's preinstall links the platform binary.
  const args = ["install", "--prefix", home, "--no-save", "--no-audit", "--no-fund", "--no-package-lock"];
  const result = spawnSync(command, [...prefix, ...args, "--ignore-scripts=false", "node@24"], {
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    shell: process.platform === "win32" && command === "npm",
  });
  if (result.status !== 0 || !existsSync(node24Binary(home))) {
    const output = (result.stderr || result.stdout || String(result.error || "")).trim();
    throw new Error(`npm could not install node@24 into ${home}${output ? `:\n${output}` : "."}`);
  }
}

/** The re-run's environment: Node 24 first on PATH, and npm's pointers to the running node moved to it. */
export function node24Env(env, node) {
  const bin = dirname(node);
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === "PATH") || "PATH";
  const next = { ...env, [pathKey]: env[pathKey] ? `${bin}${delimiter}${env[pathKey]}` : bin, [RERUN_MARK]: "1" };
  if (env.NODE) next.NODE = node;
  if (env.npm_node_execpath) next.npm_node_execpath = node;
  // Native add-ons (none today) must build against Node 24's own headers, not the machine's.
  const platforms = join(dirname(bin), "node_modules");
  const headers = existsSync(platforms)
    ? readdirSync(platforms)
        .filter((name) => name.startsWith("node-"))
        .map((name) => join(platforms, name))
        .find((dir) => existsSync(join(dir, "include", "node")))
    : undefined;
  if (headers) next.npm_config_nodedir = headers;
  return next;
}

/**
 * Returns at once on Node ≥ 24. On an older Node, runs this process's command again under Node 24
 * and never returns: this process ends with the re-run's exit code (or signal). Everything it
 * touches can be injected, for the unit test.
 */
export function runOnNode24(options = {}) {
  const version = options.version || process.versions.node;
  if (nodeMajor(version) >= REQUIRED_MAJOR) return Promise.resolve();
  const env = options.env || process.env;
  const argv = options.argv || process.argv;
  const execArgv = options.execArgv || process.execArgv;
  const spawn = options.spawn || spawnProcess;
  const install = options.install || installNode24;
  const exists = options.exists || existsSync;
  const log = options.log || ((line) => console.error(line));
  const exit = options.exit || ((code) => process.exit(code));
  const signals = options.signals || process;
  const raise = options.raise || ((signal) => process.kill(process.pid, signal));
  const never = new Promise(() => {});

  const home = node24Home(env);
  const node = node24Binary(home);
  if (nodeMajor(version) < 18) {
    log(`ShelfTalk needs Node 24; this is Node ${version}, too old even to fetch it. Install Node 18 or newer.`);
    exit(1);
    return never;
  }
  if (env[RERUN_MARK]) {
    log(`ShelfTalk needs Node 24, but ${node} runs as Node ${version}. Delete ${home} and try again.`);
    exit(1);
    return never;
  }
  const fresh = !exists(node);
  log(
    fresh
      ? `Node ${version} is older than 24: installing Node 24 from the npm registry into ${home} and running this command on it.`
      : `Node ${version} is older than 24: running this command on Node 24 from ${home}.`,
  );
  if (fresh) {
    try {
      install(home, env);
    } catch (error) {
      log(error instanceof Error ? error.message : String(error));
      exit(1);
      return never;
    }
  }

  const child = spawn(node, [...execArgv, ...argv.slice(1)], { stdio: "inherit", env: node24Env(env, node) });
  mirrorChild(child, { signals, exit, raise, log, what: `Node 24 at ${node}` });
  return never;
}

/**
 * Makes this process stand for `child`: the signals it gets are passed on, and it ends as the child
 * ended, with its exit code, or dying of the same signal (exit code 128 + n if that does not stop it).
 */
export function mirrorChild(child, options = {}) {
  const signals = options.signals || process;
  const exit = options.exit || ((code) => process.exit(code));
  const raise = options.raise || ((signal) => process.kill(process.pid, signal));
  const log = options.log || ((line) => console.error(line));
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED) signals.on(signal, forward);
  const stopForwarding = () => {
    for (const signal of FORWARDED) signals.removeListener(signal, forward);
  };
  child.on("error", (error) => {
    stopForwarding();
    log(`Could not run ${options.what || "the command"}: ${error.message}`);
    exit(1);
  });
  child.on("exit", (code, signal) => {
    stopForwarding();
    if (signal) {
      raise(signal);
      setTimeout(() => exit(128 + (constants.signals[signal] || 0)), 200);
      return;
    }
    exit(code === null ? 1 : code);
  });
}
