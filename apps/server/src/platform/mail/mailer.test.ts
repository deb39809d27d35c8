import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config/load-config";
import { createMailer } from "./mailer";

describe("the SMTP mailer", () => {
  it("logs why the SMTP server did not take a message, and still fails the send", async () => {
    const config = loadConfig(
      {},
      { NODE_ENV: "test", DATA_DIR: mkdtempSync(join(tmpdir(), "mailer-")), SMTP_URL: "smtp://127.0.0.1:1" },
    );
    const error = vi.fn();
    const log = { error, info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const mailer = createMailer(config, log);
    await expect(mailer.send({ to: ["a@esempio.it"], subject: "Prova", text: "." })).rejects.toThrow();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error), to: ["a@esempio.it"], subject: "Prova" }),
      "SMTP server did not take the e-mail",
    );
    mailer.close();
  });
});
