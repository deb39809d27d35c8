import { describe, expect, it } from "vitest";
import { normalFiscalCode, signInviteRules } from "./sign-invite-validation";

const rules = signInviteRules((key) => key);

describe("the invitation form's checks", () => {
  it("asks for a name and a valid e-mail address", () => {
    expect(rules.name("  ")).toBe("signatures.invite.nameRequired");
    expect(rules.name("Anna Bianchi")).toBeNull();
    expect(rules.email("")).toBe("signatures.invite.emailRequired");
    expect(rules.email("anna@")).toBe("signatures.invite.emailInvalid");
    expect(rules.email(" anna.bianchi@example.it ")).toBeNull();
  });

  it("takes a person's 16-character fiscal code or a company's 11 digits, in any case", () => {
    expect(rules.fiscal_code("")).toBe("signatures.invite.fiscalCodeRequired");
    expect(rules.fiscal_code("bncnna85m41h501x")).toBeNull();
    expect(rules.fiscal_code("01234567890")).toBeNull();
    for (const wrong of [
      "BNCNNA85M41H501",
      "0123456789A",
      "BNCNNA85M41H501X9",
      "BNCNNA85-41H501X",
      "123456789012",
    ]) {
      expect(rules.fiscal_code(wrong), wrong).toBe("signatures.invite.fiscalCodeInvalid");
    }
    expect(normalFiscalCode(" bncnna85m41h501x ")).toBe("BNCNNA85M41H501X");
  });
});
