import { describe, expect, it } from "vitest";
import { changesBetween } from "./audit-changes";

describe("an edit's changes for the audit trail", () => {
  it("keeps only the fields that changed, each before and after", () => {
    const before = { title: "Locazione", status: "draft", seats: 2, tags: ["a"] };
    const after = { title: "Locazione abitativa", status: "draft", seats: 3, tags: ["a"] };
    expect(changesBetween(before, after)).toEqual({
      title: { before: "Locazione", after: "Locazione abitativa" },
      seats: { before: 2, after: 3 },
    });
  });

  it("writes moments as ISO text, absent values as null, and cuts long text", () => {
    const long = "x".repeat(600);
    const changes = changesBetween(
      { at: new Date("2026-11-27T10:00:00Z"), note: undefined, body: long },
      { at: new Date("2026-11-28T10:00:00Z"), note: "nuova", body: `${long}y` },
    );
    expect(changes.at).toEqual({ before: "2026-11-27T10:00:00.000Z", after: "2026-11-28T10:00:00.000Z" });
    expect(changes.note).toEqual({ before: null, after: "nuova" });
    // A change past the cut is still a change: the trail keeps how both began.
    expect(changes.body).toEqual({ before: `${"x".repeat(500)}…`, after: `${"x".repeat(500)}…` });
  });

  it("reads only the fields asked for", () => {
    expect(changesBetween({ a: 1, b: 1 }, { a: 2, b: 2 }, ["b"])).toEqual({ b: { before: 1, after: 2 } });
  });
});
