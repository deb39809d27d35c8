import { describe, expect, it } from "vitest";
import { downloadFileName, fileNameFromDisposition, safeFileName } from "./content-disposition";

describe("fileNameFromDisposition", () => {
  it("prefers the RFC 5987 name, which keeps the accents", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Locazione Forli.pdf"; filename*=UTF-8''Locazione%20Forl%C3%AC.pdf`,
      ),
    ).toBe("Locazione Forlì.pdf");
  });

  it("reads what the server writes for quotes and parentheses", () => {
    // The server percent-encodes ' ( ) * as well (apps/server content-disposition.ts).
    expect(
      fileNameFromDisposition(
        `attachment; filename="L_atto (1).docx"; filename*=UTF-8''L%27atto%20%281%29.docx`,
      ),
    ).toBe("L'atto (1).docx");
  });

  it("falls back to the plain name, quoted or not, unescaping backslashes", () => {
    expect(fileNameFromDisposition('attachment; filename="Patto \\"A\\".pdf"')).toBe("Patto A .pdf");
    expect(fileNameFromDisposition("attachment; filename=contratto.docx")).toBe("contratto.docx");
    expect(fileNameFromDisposition('attachment; FILENAME="Maiuscole.pdf"')).toBe("Maiuscole.pdf");
  });

  it("uses the plain name when the extended one is malformed or in an unknown charset", () => {
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe(
      "ok.pdf",
    );
    expect(fileNameFromDisposition(`attachment; filename="ok.pdf"; filename*=koi8-r''x.pdf`)).toBe("ok.pdf");
    expect(fileNameFromDisposition(`attachment; filename*=ISO-8859-1'it'Citt%E0.pdf`)).toBe("Città.pdf");
  });

  it("is null when no file is named", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("")).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
  });

  it("never lets a name climb out of the downloads folder or carry control characters", () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe("passwd");
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.pdf"')).toBe("x.pdf");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''a%0D%0Ab.pdf`)).toBe("a b.pdf");
  });
});

describe("safeFileName and downloadFileName", () => {
  it("drops leading dots and reserved characters", () => {
    expect(safeFileName("..nascosto.pdf")).toBe("nascosto.pdf");
    expect(safeFileName('a<b>c:d"e|f?g*h.pdf')).toBe("a b c d e f g h.pdf");
  });

  it("names the file after the title when the server gave no name", () => {
    expect(downloadFileName(null, "Locazione via Roma, 1", "pdf")).toBe("Locazione via Roma, 1.pdf");
    expect(downloadFileName(null, "///", "docx")).toBe("contratto.docx");
    expect(downloadFileName(`attachment; filename*=UTF-8''Dal%20server.docx`, "Titolo", "docx")).toBe(
      "Dal server.docx",
    );
  });
});
