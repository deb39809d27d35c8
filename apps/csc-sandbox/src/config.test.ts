// The committed configuration: the demo people of the README, each with a codice fiscale whose
// check character is right, and the rules the configuration refuses.
import { isValidPersonalFiscalCode } from "@app/documents";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/src/db/seed/demo-accounts";
import { loadSandboxConfig, parseSandboxFile, SandboxConfigError } from "./config";
import { testConfig } from "./testing/sandbox";

const committed = loadSandboxConfig({});
const DEMO_CUSTOMERS = DEMO_ACCOUNTS.filter((account) => account.is_customer);

describe("the committed sandbox.config.json", () => {
  it("has the demo customers under their own names, e-mails and password", () => {
    expect(DEMO_CUSTOMERS.map((account) => account.username)).toEqual([
      "demo-customer",
      "demo-customer-2",
      "demo-colleague",
      "demo-seat-1",
      "demo-seat-2",
    ]);
    for (const account of DEMO_CUSTOMERS) {
      const user = committed.users.find((candidate) => candidate.username === account.username);
      expect(user).toMatchObject({
        password: DEMO_PASSWORD,
        email: account.email,
        givenName: account.first_name,
        surname: account.last_name,
      });
    }
  });

  it("has the guests ospite-1 to ospite-3 with their password", () => {
    for (const username of ["ospite-1", "ospite-2", "ospite-3"]) {
      expect(committed.users.find((user) => user.username === username)?.password).toBe(
        "ospite-password-2026",
      );
    }
  });

  it("gives every user PIN 12345678 and a valid codice fiscale", () => {
    for (const user of committed.users) {
      expect(user.pin).toBe("12345678");
      expect(isValidPersonalFiscalCode(user.fiscalCode), `${user.username}: ${user.fiscalCode}`).toBe(true);
    }
  });

  it("has one test user per failure mode", () => {
    const modes = committed.users.map((user) => [user.username, user.credentialStatus, user.failure]);
    expect(modes).toContainEqual(["prova-disabilitata", "disabled", "none"]);
    expect(modes).toContainEqual(["prova-errore-500", "enabled", "server-error"]);
    expect(modes).toContainEqual(["prova-lenta", "enabled", "slow"]);
  });

  it("listens on 127.0.0.1:3900 with keys under the app's data directory, unless told otherwise", () => {
    expect(committed).toMatchObject({ port: 3900, host: "127.0.0.1", publicUrl: "http://localhost:3900" });
    expect(committed.dataDir.endsWith("/data/csc-sandbox")).toBe(true);
    const moved = loadSandboxConfig({ DATA_DIR: "/srv/dati", CSC_SANDBOX_PORT: "3999" });
    expect(moved).toMatchObject({ dataDir: "/srv/dati/csc-sandbox", publicUrl: "http://localhost:3999" });
    expect(loadSandboxConfig({ CSC_SANDBOX_DIR: "/tmp/csc" }).dataDir).toBe("/tmp/csc");
  });
});

describe("a configuration the sandbox refuses", () => {
  it("names the problem: a repeated credentialID, a bad PIN, an unreadable file", () => {
    const file = testConfig(["demo-customer", "demo-customer-2"]);
    const [first, second] = file.users;
    const repeated = { ...file, users: [first, { ...second, credentialID: first?.credentialID }] };
    expect(() => parseSandboxFile(repeated)).toThrow(/credentialID "sandbox-demo-customer" twice/);
    const badPin = { ...file, users: [{ ...first, pin: "12ab" }] };
    expect(() => parseSandboxFile(badPin)).toThrow(/users\.0\.pin/);
    expect(() => loadSandboxConfig({ CSC_SANDBOX_CONFIG: "/nessun/file.json" })).toThrow(SandboxConfigError);
  });
});
