import { describe, expect, it } from "vitest";
import { emailRule, newPasswordRules } from "./password-validation";

const t = (key: string) => key;
const rules = newPasswordRules(t);

describe("newPasswordRules", () => {
  it("requires a new password of at least 8 characters", () => {
    expect(rules.new_password1("")).toBe("auth.validation.newPasswordRequired");
    expect(rules.new_password1("short")).toBe("auth.validation.passwordMinLength");
    expect(rules.new_password1("long-enough-2026")).toBeNull();
  });

  it("requires the confirmation to match", () => {
    const values = { new_password1: "long-enough-2026", new_password2: "" };
    expect(rules.new_password2("", values)).toBe("auth.validation.confirmRequired");
    expect(rules.new_password2("long-enougH", values)).toBe("auth.validation.passwordsMismatch");
    expect(rules.new_password2("long-enough-2026", values)).toBeNull();
  });
});

describe("emailRule", () => {
  const rule = emailRule(t);
  it("requires a plausible address", () => {
    expect(rule("  ")).toBe("auth.validation.emailRequired");
    expect(rule("maria.rossi")).toBe("auth.validation.emailInvalid");
    expect(rule(" maria@studio.it ")).toBeNull();
  });
});
