import { describe, expect, it } from "vitest";
import { myDataFilePath } from "./my-data.export";

const file = (kind: "frozen" | "signed_copy", name: string) => ({
  kind,
  agreement_id: 7,
  name,
  copy_id: kind === "frozen" ? null : 12,
  bytes: Buffer.alloc(0),
});

describe("a contract's file in the export zip", () => {
  it("is named by its contract in the reader's language's folder", () => {
    expect(myDataFilePath(file("frozen", "Locazione Rossi–Bianchi"), "it")).toBe(
      "contratti-in-firma/7 - Locazione Rossi–Bianchi.pdf",
    );
    expect(myDataFilePath(file("signed_copy", "contratto.pdf.p7m"), "en")).toBe(
      "signed-copies/7-12 - contratto.pdf.p7m",
    );
  });

  it("never leaves its folder nor carries a character a file system refuses", () => {
    const path = myDataFilePath(file("signed_copy", "../../etc/passwd\u0000\r\n:*?.p7m"), "it");
    expect(path).toBe("copie-firmate/7-12 - __.._etc_passwd_.p7m");
    expect(path.split("/")).toHaveLength(2);
    expect(myDataFilePath(file("frozen", "...nascosto"), "it")).toBe("contratti-in-firma/7 - _nascosto.pdf");
    expect(myDataFilePath(file("frozen", "x".repeat(500)), "it").length).toBeLessThan(160);
  });
});
