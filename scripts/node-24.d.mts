// Types for scripts/node-24.mjs (plain ESM so that Node 18 can run it), for its unit test.
import type { ChildProcess, SpawnOptions } from "node:child_process";

export declare const REQUIRED_MAJOR: number;
export declare function nodeMajor(version: string): number;
export declare function node24Home(env: NodeJS.ProcessEnv): string;
export declare function node24Binary(home: string): string;
export declare function installNode24(home: string, env: NodeJS.ProcessEnv): void;
export declare function node24Env(env: NodeJS.ProcessEnv, node: string): NodeJS.ProcessEnv;

export type RunOnNode24Options = {
  version?: string;
  env?: NodeJS.ProcessEnv;
  argv?: string[];
  execArgv?: string[];
  spawn?: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
  install?: (home: string, env: NodeJS.ProcessEnv) => void;
  exists?: (path: string) => boolean;
  log?: (line: string) => void;
  exit?: (code: number) => void;
  signals?: Pick<NodeJS.EventEmitter, "on" | "removeListener">;
  raise?: (signal: NodeJS.Signals) => void;
};

/** Resolves at once on Node ≥ 24; otherwise re-runs the command under Node 24 and never resolves. */
export declare function runOnNode24(options?: RunOnNode24Options): Promise<void>;
