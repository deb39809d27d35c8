import { describe, expect, it } from "vitest";
import english from "../../locales/features/documents.en.json";
import italian from "../../locales/features/documents.it.json";

describe("the spec's wording for documents (spec §8)", () => {
  it("keeps the e-mail success notice, shown when the server's answer has no text of its own", () => {
    expect(english.documents.email.sent).toBe("Email successfully sent");
    expect(italian.documents.email.sent).toBe("E-mail inviata correttamente");
  });
});
