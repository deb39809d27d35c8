import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config/load-config";
import { createTestApp, type TestApp } from "../../test/test-app";
import { computeSecurityHeaders } from "./security-headers";

/** The CSP as a map of directive → sources. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

const cspOf = (env: Record<string, string>) =>
  directives(String(computeSecurityHeaders(loadConfig(env))["content-security-policy"]));

describe("strict transport security (issue 35)", () => {
  it("keeps browsers on HTTPS for a year in production, and says nothing elsewhere", () => {
    const production = computeSecurityHeaders(
      loadConfig({ NODE_ENV: "production", SECRET_KEY: "x".repeat(40) }),
    );
    expect(production["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(computeSecurityHeaders(loadConfig({}))["strict-transport-security"]).toBeUndefined();
  });
});

describe("content security policy", () => {
  it("stays strict without a tag manager: only our own origin runs scripts and receives data", () => {
    const csp = cspOf({});
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["img-src"]).toEqual(["'self'", "data:"]);
    expect(csp["frame-src"]).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/google/);
  });

  it("never allows inline or evaluated scripts, even with a tag manager", () => {
    const environments: Record<string, string>[] = [{}, { TAG_MANAGER_ID: "GTM-TEST123" }];
    for (const env of environments) {
      const scripts = cspOf(env)["script-src"] ?? [];
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
    }
  });

  it("lets the federated header and footer frames in from their configured origins only", () => {
    const csp = cspOf({
      FEDERATED_HEADER_URL: "https://portale.example.it/header?x=1",
      FEDERATED_FOOTER_URL: "https://static.example.it/footer.html",
    });
    expect(csp["frame-src"]).toEqual(["'self'", "https://portale.example.it", "https://static.example.it"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });
});

describe("content security policy with TAG_MANAGER_ID configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TAG_MANAGER_ID: "GTM-TEST123" });
  });
  afterAll(() => t.close());

  it("lets the tag manager's script, pixels and hits through, on every answer", async () => {
    for (const url of ["/", "/api/health/"]) {
      const response = await t.app.inject({ method: "GET", url });
      const csp = directives(String(response.headers["content-security-policy"]));
      expect(csp["script-src"], url).toEqual(["'self'", "https://www.googletagmanager.com"]);
      expect(csp["img-src"], url).toEqual(
        expect.arrayContaining(["https://www.googletagmanager.com", "https://*.google-analytics.com"]),
      );
      expect(csp["connect-src"], url).toEqual(
        expect.arrayContaining([
          "'self'",
          "https://www.googletagmanager.com",
          "https://*.google-analytics.com",
        ]),
      );
      expect(csp["default-src"], url).toEqual(["'self'"]);
    }
  });

  it("hands the id to the web app with the rest of the frontend configuration", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/get-global-config/" });
    expect(response.json().frontend.TAG_MANAGER_ID).toBe("GTM-TEST123");
  });
});
