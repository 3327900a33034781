import { describe, expect, it } from "vitest";
import { parseRole, roleProblem, RoleError } from "./process-role";

describe("process roles", () => {
  it("is a web process by default and a worker with --worker; anything else is refused", () => {
    expect(parseRole([])).toBe("web");
    expect(parseRole(["--worker"])).toBe("worker");
    expect(() => parseRole(["--wroker"])).toThrow(RoleError);
  });

  it("a worker needs PostgreSQL and at least one job at a time; a web process runs on anything", () => {
    expect(roleProblem("web", { DATABASE_URL: undefined, JOB_CONCURRENCY: 2 })).toBeNull();
    expect(roleProblem("worker", { DATABASE_URL: undefined, JOB_CONCURRENCY: 2 })).toMatch(/single-process/);
    expect(roleProblem("worker", { DATABASE_URL: "postgres://db/x", JOB_CONCURRENCY: 0 })).toMatch(
      /JOB_CONCURRENCY is 0/,
    );
    expect(roleProblem("worker", { DATABASE_URL: "postgres://db/x", JOB_CONCURRENCY: 1 })).toBeNull();
  });
});
