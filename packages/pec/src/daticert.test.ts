import { describe, expect, it } from "vitest";
import { DaticertReadError, italianClock, readDaticert, writeDaticert } from "./daticert";

const input = {
  type: "avvenuta-consegna" as const,
  sender: "studio.rossi@pec-prova.test",
  recipients: [{ address: "laura.ferrari@pec-prova.test", kind: "certificato" as const }],
  subject: 'Contratto <bozza> & "allegati"',
  issuer: "Gestore PEC di prova",
  at: new Date("2026-07-01T08:00:00Z"),
  providerMessageId: "opec-1@pec-prova.test",
  originalMessageId: "<abc@contratti.example>",
  receiptKind: "completa" as const,
  deliveredTo: "laura.ferrari@pec-prova.test",
};

describe("daticert.xml", () => {
  it("writes what it reads back, escaping the subject", () => {
    const xml = writeDaticert(input);
    expect(xml).toContain("&lt;bozza&gt; &amp;");
    expect(xml).toContain("<msgid>&lt;abc@contratti.example&gt;</msgid>");
    expect(readDaticert(xml)).toEqual({
      type: "avvenuta-consegna",
      error: "nessuno",
      sender: input.sender,
      recipients: [{ address: "laura.ferrari@pec-prova.test", kind: "certificato" }],
      replyTo: input.sender,
      subject: input.subject,
      issuer: input.issuer,
      timestamp: "2026-07-01T08:00:00.000Z",
      providerMessageId: "opec-1@pec-prova.test",
      originalMessageId: "abc@contratti.example",
      receiptKind: "completa",
      deliveredTo: input.deliveredTo,
      errorReason: null,
    });
  });

  it("writes the Italian time with its zone, summer and winter", () => {
    expect(italianClock(new Date("2026-07-01T08:00:00Z"))).toEqual({
      giorno: "01/07/2026",
      ora: "10:00:00",
      zona: "+0200",
    });
    expect(italianClock(new Date("2026-12-31T23:30:00Z"))).toEqual({
      giorno: "01/01/2027",
      ora: "00:30:00",
      zona: "+0100",
    });
  });

  it("refuses what is not a postacert", () => {
    expect(() => readDaticert("<postacert")).toThrow(DaticertReadError);
    expect(() => readDaticert("<altro/>")).toThrow(/no <postacert>/);
    expect(() => readDaticert('<postacert tipo="boh" errore="nessuno"/>')).toThrow(/unknown/);
  });

  it("leaves a date it cannot read as null", () => {
    const xml =
      '<postacert tipo="accettazione" errore="nessuno"><dati><data zona="+0100"><giorno>31/02/20</giorno><ora>x</ora></data></dati></postacert>';
    expect(readDaticert(xml).timestamp).toBeNull();
  });

  it("does not blow up on an entity bomb", () => {
    const entities = ['<!ENTITY a0 "ha">'];
    for (let level = 1; level < 8; level++)
      entities.push(`<!ENTITY a${level} "${`&a${level - 1};`.repeat(10)}">`);
    const xml = `<?xml version="1.0"?><!DOCTYPE postacert [${entities.join("")}]><postacert tipo="accettazione" errore="nessuno"><intestazione><oggetto>&a7;</oggetto></intestazione></postacert>`;
    let subject: string | null = null;
    try {
      subject = readDaticert(xml).subject;
    } catch (error) {
      expect(error).toBeInstanceOf(DaticertReadError);
    }
    expect(subject?.length ?? 0).toBeLessThan(1000);
  });
});
