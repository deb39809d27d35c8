// recorded/errors.json is what the sandbox answers today: a client's tests replay the truth.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordErrorResponses } from "./record";

const committed = JSON.parse(readFileSync(new URL("../../recorded/errors.json", import.meta.url), "utf8"));

describe("recorded/errors.json", () => {
  it("matches what the sandbox answers now (npm run record-errors -w apps/csc-sandbox to renew it)", async () => {
    expect(JSON.parse(JSON.stringify(await recordErrorResponses()))).toEqual(committed);
  });

  it("covers the refusals of issue 46", () => {
    expect(Object.keys(committed)).toEqual(
      expect.arrayContaining(["wrong-pin", "expired-sad", "disabled-credential", "server-error", "time-out"]),
    );
    expect(committed["time-out"].response).toBeNull();
    expect(committed["server-error"].response.status).toBe(500);
  });
});
