import { describe, expect, it } from "vitest";
import { loginValidationRules, toLoginBody } from "./login-validation";

const rules = loginValidationRules((key) => key);

describe("loginValidationRules", () => {
  it("requires a username that is not only spaces", () => {
    expect(rules.username("")).toBe("auth.validation.usernameRequired");
    expect(rules.username("   ")).toBe("auth.validation.usernameRequired");
    expect(rules.username(" demo ")).toBeNull();
  });

  it("requires a password, spaces included as typed", () => {
    expect(rules.password("")).toBe("auth.validation.passwordRequired");
    expect(rules.password(" ")).toBeNull();
  });
});

describe("toLoginBody", () => {
  it("trims the username only", () => {
    expect(toLoginBody({ username: "  demo-customer ", password: " secret ", rememberMe: true })).toEqual({
      username: "demo-customer",
      password: " secret ",
      rememberMe: true,
    });
  });
});
