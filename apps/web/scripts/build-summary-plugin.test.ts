import { describe, expect, it } from "vitest";
import { buildSummary } from "./build-summary-plugin";

describe("the web build's summary", () => {
  it("says in one line where the build went, how many files, how large and how long", () => {
    expect(buildSummary({ outDir: "apps/web/dist", files: 312, bytes: 4_404_019, ms: 23_456 })).toBe(
      "web app built in apps/web/dist: 312 files, 4.2 MB, 23.5 s",
    );
  });
});
