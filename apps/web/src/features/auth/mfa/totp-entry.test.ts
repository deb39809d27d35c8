import { describe, expect, it } from "vitest";
import { enteredTotpCode, isTotpCode, secretInGroups, TOTP_INPUT_MAX_LENGTH } from "./totp-entry";

describe("a code typed or pasted (issue 44)", () => {
  it("drops the spaces around it and in the middle", () => {
    expect(enteredTotpCode(" 123 456 ")).toBe("123456");
    expect(isTotpCode(" 123 456 ")).toBe(true);
    expect(isTotpCode("\u00a0123456\t")).toBe(true);
  });

  it("fits whole in the field, spaces and all", () => {
    expect(" 123 456 ".length).toBeLessThanOrEqual(TOTP_INPUT_MAX_LENGTH);
  });

  it("is six digits, no more, no fewer", () => {
    expect(isTotpCode("12345")).toBe(false);
    expect(isTotpCode("1234567")).toBe(false);
    expect(isTotpCode("12345a")).toBe(false);
  });
});

describe("the secret to type by hand", () => {
  it("reads in groups of four", () => {
    expect(secretInGroups("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")).toBe(
      "ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567",
    );
    expect(secretInGroups("ABCDEF")).toBe("ABCD EF");
  });
});
