import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs on embedded defaults with no variables", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(5);
    expect(config.FETCH_ALLOW_HOSTS).toEqual([]);
    expect(config.dataDir.endsWith("/data")).toBe(true);
  });

  it("lists every bad variable at once", () => {
    try {
      loadConfig({
        PORT: "abc",
        DATABASE_URL: "mysql://x",
        DATABASE_POOL_SIZE: "0",
        FETCH_ALLOW_HOSTS: "no-port",
        LOG_LEVEL: "loud",
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      for (const name of ["PORT", "DATABASE_URL", "DATABASE_POOL_SIZE", "FETCH_ALLOW_HOSTS", "LOG_LEVEL"])
        expect(problems).toContain(name);
    }
  });

  it("requires the partner of a production variable", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("treats empty strings as unset and parses lists and flags", () => {
    const config = loadConfig({
      SMTP_URL: "",
      DATABASE_POOL_SIZE: "",
      FETCH_ALLOW_HOSTS: "127.0.0.1:8080, localhost:9000",
      RATE_LIMIT_DISABLED: "true",
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_POOL_SIZE).toBe(5);
    expect(config.FETCH_ALLOW_HOSTS).toEqual(["127.0.0.1:8080", "localhost:9000"]);
    expect(config.RATE_LIMIT_DISABLED).toBe(true);
  });

  it("reads TRUST_PROXY as a number of proxies: true is one, false or unset none", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    for (const bad of ["yes", "-1", "11", "1.5"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("trusts APP_URL's origin, or with APP_URL unset both loopback spellings of the port", () => {
    expect(loadConfig({ PORT: "4000" }).trustedOrigins).toEqual(["http://localhost:4000", "http://127.0.0.1:4000"]);
    expect(loadConfig({ APP_URL: "https://shelftalk.example.com/" }).trustedOrigins).toEqual([
      "https://shelftalk.example.com",
    ]);
  });

  it("turns the built-in test checkout off in production unless PAYMENTS_TEST_MODE says otherwise", () => {
    expect(loadConfig({}).paymentsMode).toBe("test");
    expect(loadConfig({ NODE_ENV: "production" }).paymentsMode).toBe("off");
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" }).paymentsMode).toBe("test");
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(loadConfig({ NODE_ENV: "production", ...stripe }).paymentsMode).toBe("stripe");
  });
});
