import { describe, expect, it } from "vitest";
import { PRIVACY_FACTS } from "../../content/facts";
import {
  documentTexts,
  interpolate,
  type LegalDocument,
  type LegalDocumentName,
  parseInline,
  placeholdersOf,
} from "./legal-content";
import { legalTextValues, loadLegalDocument } from "./legal-documents";

const NAMES: LegalDocumentName[] = ["privacy-policy", "cookie-policy", "social-policy", "legal-notices"];
const documents = Object.fromEntries(
  await Promise.all(
    NAMES.flatMap((name) =>
      (["it", "en"] as const).map(async (language) => [
        `${name}.${language}`,
        await loadLegalDocument(name, language),
      ]),
    ),
  ),
) as Record<string, LegalDocument>;
const values = legalTextValues("Contratti Online");

describe("inline marks", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(
      interpolate("{{site.name}} di {{company.name}}", { site: { name: "A" }, company: { name: "B" } }),
    ).toBe("A di B");
    expect(interpolate("{{company.missing}}", {})).toBe("{{company.missing}}");
  });

  it("parses bold runs and links", () => {
    expect(parseInline("a **b** [c](/cookie) [d](https://x.it)")).toEqual([
      { kind: "text", text: "a " },
      { kind: "bold", text: "b" },
      { kind: "text", text: " " },
      { kind: "link", text: "c", href: "/cookie", external: false },
      { kind: "text", text: " " },
      { kind: "link", text: "d", href: "https://x.it", external: true },
    ]);
  });

  it("turns only site paths and https URLs into links, keeping any other text as written", () => {
    const text = "[e](javascript:alert(1)) [f](//evil.it) [g](http://plain.it)";
    const parts = parseInline(text);
    expect(parts.some((part) => part.kind === "link")).toBe(false);
    expect(parts.map((part) => part.text).join("")).toBe(text);
  });
});

describe("the information documents", () => {
  it.each(NAMES)("%s has the same sections in Italian and English", (name) => {
    const it = documents[`${name}.it`];
    const en = documents[`${name}.en`];
    expect(en?.sections.map((s) => s.id)).toEqual(it?.sections.map((s) => s.id));
    expect(en?.updated).toBe(it?.updated);
  });

  it.each(Object.keys(documents))("%s uses only placeholders that have a value", (key) => {
    for (const text of documentTexts(documents[key] as LegalDocument)) {
      for (const placeholder of placeholdersOf(text)) {
        const [group = "", field = ""] = placeholder.split(".");
        expect(values[group]?.[field], `${key}: ${placeholder}`).toBeDefined();
      }
    }
  });

  it.each(["it", "en"])(
    "the privacy notice (%s) states the spec §9 figures and the GDPR essentials",
    (language) => {
      const text = documentTexts(documents[`privacy-policy.${language}`] as LegalDocument)
        .map((t) => interpolate(t, values))
        .join("\n");
      expect(PRIVACY_FACTS).toEqual({
        contractDataYears: 10,
        marketingYears: 2,
        profilingMonths: 12,
        minimumAge: 18,
        activityLogDays: 400,
        activityLogLegalYears: 10,
      });
      expect(text).toMatch(/10 (anni|years)/);
      expect(text).toMatch(
        /(Registro delle attività|Activity log)[^\n]*400 (giorni|days)[^\n]*10 (anni|years)/,
      );
      expect(text).toMatch(/2 (anni|years)/);
      expect(text).toMatch(/12 (mesi|months)/);
      expect(text).toMatch(/18/);
      for (const article of ["15", "16", "17", "18", "20", "21", "22", "77"]) expect(text).toContain(article);
      expect(text).toContain("Garante");
      expect(text).toMatch(/6, par\. 1, lett\. [abcf]|6\(1\)\([abcf]\)/);
      expect(text).toContain(values.company?.name);
    },
  );

  it("links only to pages and anchors that exist", () => {
    const anchors: Record<string, string[]> = {
      "/privacy-policy": documents["privacy-policy.it"]?.sections.map((s) => s.id) ?? [],
      "/cookie": documents["cookie-policy.it"]?.sections.map((s) => s.id) ?? [],
      "/contacts": [],
    };
    for (const [key, document] of Object.entries(documents)) {
      for (const part of documentTexts(document).flatMap((text) => parseInline(text))) {
        if (part.kind !== "link" || part.external) continue;
        const [path = "", hash] = part.href.split("#");
        expect(Object.keys(anchors), `${key}: ${part.href}`).toContain(path);
        if (hash) expect(anchors[path], `${key}: ${part.href}`).toContain(hash);
      }
    }
  });
});
