import { describe, expect, it } from "vitest";
import { addressesNotKnownAsPec, attachmentFields } from "./pec-recipients";

describe("the addresses the form warns of", () => {
  const known = [
    { address: "Anna.Bianchi@PEC.example.it", name: "Anna Bianchi", source: "party" as const },
    { address: "studio@pec.legale.it", name: "Studio Verdi", source: "address_book" as const },
  ];

  it("are those typed that are none of the PEC addresses offered, whatever their case", () => {
    expect(
      addressesNotKnownAsPec(
        ["anna.bianchi@pec.example.it", "luca@gmail.com", "studio@pec.legale.it"],
        known,
      ),
    ).toEqual(["luca@gmail.com"]);
    expect(addressesNotKnownAsPec(["luca@gmail.com"], [])).toEqual(["luca@gmail.com"]);
    expect(addressesNotKnownAsPec([], known)).toEqual([]);
  });
});

describe("the attachment sent", () => {
  it("is a signed copy by its id, or the contract in the format chosen", () => {
    expect(attachmentFields("copy:42")).toEqual({ signed_copy: 42 });
    expect(attachmentFields("frozen")).toEqual({ attachment_extension: "frozen" });
    expect(attachmentFields("docx")).toEqual({ attachment_extension: "docx" });
  });
});
