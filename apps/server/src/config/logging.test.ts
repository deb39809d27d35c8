import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestApp, type TestApp } from "../test/test-app";
import { loggingFor } from "./logging";

// Issue 31: a developer reads `npm start` and `npm run dev` at a glance; operators get JSON.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the server's logs", () => {
  it("are JSON lines in production and under test, at the configured level", async () => {
    for (const NODE_ENV of ["production", "test"] as const)
      expect(await loggingFor({ NODE_ENV, LOG_LEVEL: "warn" })).toEqual({ logger: { level: "warn" } });
  });

  it("are one readable line per answer in development: time, level, method and path, status, milliseconds", async () => {
    let text = "";
    const destination = new Writable({
      write(chunk, _encoding, done) {
        text += chunk.toString();
        done();
      },
    });
    const logging = await loggingFor(
      { NODE_ENV: "development", LOG_LEVEL: "info" },
      { destination, colorize: false },
    );
    const app = await buildApp({ config: t.config, database: t.database, ...logging });
    await app.ready();
    await app.inject({ method: "GET", url: "/api/health/" });
    await app.inject({ method: "GET", url: "/api/no-such-call/" });
    app.log.warn("a word for the developer");
    await app.close();
    // The test app has no web build, and says so first.
    const lines = text
      .trim()
      .split("\n")
      .filter((line) => !line.includes("web app not built"));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health\/ 200 \d+\.\d ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/no-such-call\/ 404 \d+\.\d ms$/);
    expect(lines[2]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: a word for the developer$/);
  });

  // Issue 46: a signing invitation's token and a remote-signing session are never logged, in the
  // developer's line nor in production's JSON request lines.
  it("never hold a signing invitation's token or a remote-signing session", async () => {
    const secrets = ["tok3nOfTheInvite", "sea1edSession"];
    const urls = [
      `/api/sign/${secrets[0]}/`,
      `/api/agreement/customer/remote-sign/credentials/?session=${secrets[1]}`,
    ];
    for (const development of [true, false]) {
      let text = "";
      const destination = new Writable({
        write(chunk, _encoding, done) {
          text += chunk.toString();
          done();
        },
      });
      const logging = development
        ? await loggingFor({ NODE_ENV: "development", LOG_LEVEL: "info" }, { destination, colorize: false })
        : { logger: { level: "info", stream: destination } };
      const app = await buildApp({ config: t.config, database: t.database, ...logging });
      await app.ready();
      for (const url of urls) await app.inject({ method: "GET", url });
      await app.close();
      expect(text).toContain("[redacted]");
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});
