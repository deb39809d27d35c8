import { agreementSendmailBodySchema } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { isEmailAddress, MAX_RECIPIENTS, recipientsProblem, splitAddresses } from "./email-addresses";

const SAMPLES = [
  "mario.rossi@esempio.it",
  "studio+contratti@legale.example.com",
  "o'brien@example.ie",
  "a_b-c@sub-domain.example.org",
  "x@y.co",
  "",
  "plain",
  "@esempio.it",
  "mario@",
  "mario@esempio",
  "mario@esempio.i",
  "mario rossi@esempio.it",
  ".mario@esempio.it",
  "mario..rossi@esempio.it",
  "mario.@esempio.it",
  "mario@-esempio.it",
  "mario@esempio..it",
  "mario@esempio.it\r\nBcc: spia@esempio.it",
  "màrio@esempio.it",
  "mario@esempio.123",
  `${"a".repeat(64)}@${"b".repeat(185)}.it`,
  `${"a".repeat(64)}@${"b".repeat(190)}.it`,
];

describe("isEmailAddress", () => {
  it("agrees with the server's schema on every sample", () => {
    const server = agreementSendmailBodySchema.shape.to_email.element;
    for (const sample of SAMPLES) {
      expect(isEmailAddress(sample), JSON.stringify(sample)).toBe(server.safeParse(sample).success);
    }
  });
});

describe("splitAddresses", () => {
  it("splits on commas, semicolons and white space, dropping blanks and repeats", () => {
    expect(splitAddresses(" a@b.it, c@d.it;e@f.it\n A@B.it ,, ")).toEqual(["a@b.it", "c@d.it", "e@f.it"]);
    expect(splitAddresses("")).toEqual([]);
  });
});

describe("recipientsProblem", () => {
  it("asks for at least one recipient", () => {
    expect(recipientsProblem([])).toEqual({ kind: "required" });
  });

  it("names every invalid address", () => {
    expect(recipientsProblem(["ok@esempio.it", "no", "nemmeno@"])).toEqual({
      kind: "invalid",
      addresses: ["no", "nemmeno@"],
    });
  });

  it("stops at the server's limit", () => {
    const many = Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `p${i}@esempio.it`);
    expect(recipientsProblem(many)).toEqual({ kind: "tooMany", max: MAX_RECIPIENTS });
    expect(recipientsProblem(many.slice(0, MAX_RECIPIENTS))).toBeNull();
  });
});
