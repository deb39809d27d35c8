import { describe, expect, it } from "vitest";
import { auditEventInWords, auditValueInWords } from "./audit-words";

describe("an audit event in words", () => {
  it("names each changed field by its label and says its values in words", () => {
    const words = auditEventInWords(
      {
        action: "company.update",
        subject_type: "company",
        data: {
          fields: ["name", "vat_code", "city"],
          changes: {
            name: { before: "Studio Rossi", after: "Studio Rossi & Bianchi" },
            vat_code: { before: null, after: "01234567890" },
          },
        },
      },
      "it",
    );
    expect(words.changes).toEqual([
      { field: "name", label: "Denominazione", before: "Studio Rossi", after: "Studio Rossi & Bianchi" },
      { field: "vat_code", label: "Partita IVA", before: "—", after: "01234567890" },
    ]);
    // The fields the request sent are not listed again beside the table: only what changed is.
    expect(words.facts).toEqual([]);
  });

  it("says a status, a move, a day and rich text as a reader says them", () => {
    const status = auditEventInWords(
      { action: "category.set_status", subject_type: "category", data: { from: 1, to: 0 } },
      "en",
    );
    expect(status.changes).toEqual([
      { field: "status", label: "Status", before: "Enabled", after: "Disabled" },
    ]);
    const news = auditEventInWords(
      {
        action: "news.update",
        subject_type: "news",
        data: {
          changed: ["text_it", "date", "status"],
          changes: {
            text_it: { before: "<p>Nuovo <strong>modello</strong></p>", after: "<p>Testo &amp; altro</p>" },
            date: { before: "2026-11-20", after: "2026-12-01" },
            status: { before: "draft", after: "public" },
          },
        },
      },
      "it",
    );
    expect(news.changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ["Testo in italiano", "Nuovo modello", "Testo & altro"],
      ["Data", "20/11/2026", "01/12/2026"],
      ["Stato", "Bozza", "Pubblicata"],
    ]);
  });

  it("lists the event's other facts by label, never as JSON", () => {
    const failed = auditEventInWords(
      { action: "login_failed", subject_type: "user", data: { username: "mario", reason: "password" } },
      "it",
    );
    expect(failed.facts).toEqual([
      { field: "username", label: "Nome utente", value: "mario" },
      { field: "reason", label: "Motivo", value: "Password errata" },
    ]);
    const exported = auditEventInWords(
      {
        action: "agreement.export",
        subject_type: "agreement",
        data: { rows: 3, filters: { filter__status: "draft", free_filter__: "locazione" } },
      },
      "en",
    );
    expect(exported.facts.map((f) => `${f.label}: ${f.value}`)).toEqual([
      "Rows exported: 3",
      "Filters: Status: Draft, Search: locazione",
    ]);
  });

  it("shows a moment on Rome's clock, a decimal with the reader's separator, yes and no", () => {
    expect(auditValueInWords("start_at", "2026-12-16T09:30:00.000Z", "appointment", "it")).toBe(
      "16/12/2026 10:30",
    );
    expect(auditValueInWords("value", 1.6, "calculator_constant", "it")).toBe("1,6");
    expect(auditValueInWords("all_day", true, "appointment", "en")).toBe("Yes");
    expect(auditValueInWords("modules", ["work", "civil_commercial"], "agenda", "it")).toBe(
      "Lavoro, Civile e commerciale",
    );
    expect(auditValueInWords("archived", [], "template", "it")).toBe("—");
  });
});
