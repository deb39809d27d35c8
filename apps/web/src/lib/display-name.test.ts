import { describe, expect, it } from "vitest";
import { displayName } from "./display-name";

const user = { first_name: "Maria", last_name: "Rossi", username: "mrossi", email: "maria@example.it" };

describe("displayName", () => {
  it("prefers the full name", () => {
    expect(displayName(user)).toBe("Maria Rossi");
  });

  it("uses a single name part when the other is blank", () => {
    expect(displayName({ ...user, last_name: "  " })).toBe("Maria");
    expect(displayName({ ...user, first_name: "" })).toBe("Rossi");
  });

  it("falls back to the username, then to the e-mail", () => {
    expect(displayName({ ...user, first_name: "", last_name: "" })).toBe("mrossi");
    expect(displayName({ ...user, first_name: "", last_name: "", username: " " })).toBe("maria@example.it");
  });
});
