import { describe, expect, it } from "vitest";
import { isDemoMode, loadConfig } from "./load-config";

describe("configuration", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeNull();
    expect(isDemoMode(config)).toBe(true);
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
});
