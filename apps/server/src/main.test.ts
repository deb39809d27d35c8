import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), "contratti-main-")),
      LOG_LEVEL: "info",
      // Demo mode's CSC sandbox has its own test (platform/csc/demo-sandbox.test.ts).
      CSC_SANDBOX: "false",
      PEC_SANDBOX: "false",
      ...env,
    },
  });
  let output = "";
  child.stdout.on("data", (d) => {
    output += d;
  });
  child.stderr.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("the server process", () => {
  it("refuses to start on a bad setting, naming the key", async () => {
    const server = startServer({ PORT: "eighty", SHOP_URL: "shop" });
    expect(await server.exited).toBe(78);
    expect(server.output()).toMatch(/PORT: /);
    expect(server.output()).toMatch(/SHOP_URL: /);
  });

  it("starts, answers, and drains on SIGTERM", async () => {
    const port = String(38_000 + Math.floor(Math.random() * 1000));
    const server = startServer({ PORT: port, HOST: "127.0.0.1" });
    // Under the whole suite's load the tsx start took over a minute once, and over two minutes on
    // 2026-11-27 with the machine at a load of 4 (alone: 5–13 s): what is measured here is that it
    // starts and drains, not how fast it compiles.
    const deadline = Date.now() + 240_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`http://127.0.0.1:${port}/api/ready/`).then(
        (r) => r.ok,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 200));
    }
    // What the server wrote says why, when it never answered (once, under the whole suite's load).
    expect(ready, server.output()).toBe(true);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
  }, 270_000);
});
