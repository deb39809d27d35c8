import { describe, expect, it } from "vitest";
import english from "../../locales/features/documents.en.json";
import italian from "../../locales/features/documents.it.json";

describe("the spec's wording for documents (spec §8)", () => {
  // Answered once the e-mail is queued, not once sent (issue 49 §5): the notice says it is on its way.
  it("says the e-mail is on its way, shown when the server's answer has no text of its own", () => {
    expect(english.documents.email.sent).toBe("Email on its way");
    expect(italian.documents.email.sent).toBe("E-mail in invio");
  });
});
