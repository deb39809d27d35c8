import { describe, expect, it } from "vitest";
import { dispositionFileName } from "./download";

describe("export file name", () => {
  it("takes the server's name, the RFC 5987 form first", () => {
    expect(dispositionFileName('attachment; filename="contratti-2026-05-04.xlsx"', "x.xlsx")).toBe(
      "contratti-2026-05-04.xlsx",
    );
    expect(
      dispositionFileName("attachment; filename=a.xlsx; filename*=UTF-8''contratti%20%C3%A0.xlsx", "x"),
    ).toBe("contratti à.xlsx");
    expect(dispositionFileName('attachment; filename="../../etc/passwd"', "x")).toBe("passwd");
    expect(dispositionFileName(null, "contratti.xlsx")).toBe("contratti.xlsx");
  });
});
