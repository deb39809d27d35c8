import { describe, expect, it } from "vitest";
import { demoSandboxWanted, isDemoMode, listenHost, loadConfig } from "./load-config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeNull();
    expect(isDemoMode(config)).toBe(true);
  });

  it("starts the CSC sandbox in demo mode without providers, never in production (issue 46)", () => {
    expect(demoSandboxWanted(loadConfig({}))).toBe(true);
    expect(demoSandboxWanted(loadConfig({ DATABASE_URL: "postgres://x@h/db" }))).toBe(false);
    expect(demoSandboxWanted(loadConfig({ DATABASE_URL: "postgres://x@h/db", DEMO_MODE: "true" }))).toBe(
      true,
    );
    const provider = {
      name: "P",
      base_url: "https://p.example/csc/v2",
      client_id: "c",
      client_secret: "s",
      oauth: false,
    };
    expect(demoSandboxWanted(loadConfig({ CSC_PROVIDERS: JSON.stringify([provider]) }))).toBe(false);
    expect(demoSandboxWanted(loadConfig({ CSC_SANDBOX: "false" }))).toBe(false);
    expect(demoSandboxWanted(loadConfig({ NODE_ENV: "production" }))).toBe(false);
    expect(demoSandboxWanted(loadConfig({ NODE_ENV: "production", CSC_SANDBOX: "true" }))).toBe(false);
    expect(loadConfig({}).CSC_SANDBOX_PORT).toBe(3900);
  });

  it("listens on this machine alone in demo mode, on every interface otherwise, unless HOST says (issue 44)", () => {
    expect(listenHost(loadConfig({}))).toBe("127.0.0.1");
    expect(listenHost(loadConfig({ DEMO_MODE: "true", DATABASE_URL: "postgres://x@h/db" }))).toBe(
      "127.0.0.1",
    );
    expect(listenHost(loadConfig({ DATABASE_URL: "postgres://x@h/db" }))).toBe("0.0.0.0");
    expect(listenHost(loadConfig({ HOST: "0.0.0.0" }))).toBe("0.0.0.0");
    expect(listenHost(loadConfig({ HOST: "::1", DATABASE_URL: "postgres://x@h/db" }))).toBe("::1");
  });

  it("reads the environment, empty values meaning unset", () => {
    const config = loadConfig({
      PORT: "8080",
      ENABLE_DEMO: "true",
      SHOP_URL: "",
      DATABASE_URL: "postgres://x@h/db",
    });
    expect(config.PORT).toBe(8080);
    expect(config.ENABLE_DEMO).toBe(true);
    expect(config.SHOP_URL).toBeNull();
    expect(isDemoMode(config)).toBe(false);
  });

  it("stops with a message naming each bad key", () => {
    expect(() =>
      loadConfig({ PORT: "eighty", SHOP_URL: "not a url", MAINTENANCE_START_DATE: "tomorrow" }),
    ).toThrow(/PORT[\s\S]*MAINTENANCE_START_DATE[\s\S]*SHOP_URL|PORT[\s\S]*SHOP_URL/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it("refuses a production start on PostgreSQL without a secret", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x@h/db" })).toThrow(
      /SECRET_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://x@h/db", SECRET_KEY: "short" }),
    ).toThrow(/SECRET_KEY: must be at least 32/);
  });

  it("reads the remote signature providers as a JSON list, and stops on a wrong one (issue 46)", () => {
    const sandbox = {
      name: "Sandbox CSC",
      base_url: "http://localhost:3900/csc/v2/",
      client_id: "contratti-online",
      client_secret: "csc-sandbox-secret-2026",
      oauth: false,
    };
    expect(loadConfig({}).CSC_PROVIDERS).toEqual([]);
    const config = loadConfig({ CSC_PROVIDERS: JSON.stringify([sandbox]), CSC_TIMEOUT_SECONDS: "0.5" });
    expect(config.CSC_PROVIDERS).toEqual([{ ...sandbox, base_url: "http://localhost:3900/csc/v2" }]);
    expect(config.CSC_TIMEOUT_SECONDS).toBe(0.5);
    expect(loadConfig({}).CSC_TIMEOUT_SECONDS).toBe(15);
    expect(() => loadConfig({ CSC_PROVIDERS: "[{" })).toThrow(/CSC_PROVIDERS: must be a JSON list/);
    expect(() => loadConfig({ CSC_PROVIDERS: JSON.stringify([{ ...sandbox, base_url: "x" }]) })).toThrow(
      /CSC_PROVIDERS\.0\.base_url/,
    );
    expect(() => loadConfig({ CSC_PROVIDERS: JSON.stringify([sandbox, sandbox]) })).toThrow(
      /name of its own/,
    );
    // In production, PIN and OTP never travel in clear text.
    const production = { NODE_ENV: "production", SECRET_KEY: "s".repeat(40) };
    expect(() => loadConfig({ ...production, CSC_PROVIDERS: JSON.stringify([sandbox]) })).toThrow(
      /"Sandbox CSC" must be reached over https/,
    );
    const secure = { ...sandbox, base_url: "https://firma.example/csc/v2" };
    expect(loadConfig({ ...production, CSC_PROVIDERS: JSON.stringify([secure]) }).CSC_PROVIDERS).toHaveLength(
      1,
    );
  });
});
