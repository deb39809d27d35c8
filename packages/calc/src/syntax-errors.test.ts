import { describe, expect, it } from "vitest";
import { calcMessage } from "./errors";
import { compile } from "./language";

/** The message an editor reads for an expression, in Italian and in English. */
function messages(source: string, known: string[] = ["a", "b", "stato", "prezzo", "conduttori"]) {
  const compiled = compile(source, known, [], ["conduttori"]);
  if (compiled.ok) return null;
  return [calcMessage(compiled.error, "it"), calcMessage(compiled.error, "en")];
}

describe("an expression that does not parse, in words (issue 44)", () => {
  it("never shows the parser's English nor a character offset", () => {
    for (const source of [
      "count(prezzo > 1",
      "(a and b",
      "stato ==",
      "a ? b",
      '"abc',
      "1a",
      "a)",
      "a = 1",
      "1..2",
      "1e",
      "a b",
      "a[1",
      "x ** 2",
      "",
    ]) {
      const [it_, en] = messages(source, ["a", "b", "x", "stato", "prezzo"]) ?? [];
      for (const message of [it_, en]) {
        expect(message, source).toBeDefined();
        expect(message, source).not.toMatch(/at character|Unclosed|Expected|Unexpected|\d+\)?$/);
      }
    }
  });

  it("names the text it is about, as written", () => {
    expect(messages("count(prezzo > 1")).toEqual([
      "L'espressione non è scritta correttamente: manca la parentesi di chiusura in «count(prezzo > 1»",
      "The expression is not well formed: the bracket in “count(prezzo > 1” is not closed",
    ]);
    expect(messages("stato == ")).toEqual([
      "L'espressione non è scritta correttamente: dopo «stato ==» manca un valore",
      "The expression is not well formed: a value is missing after “stato ==”",
    ]);
    // A word operator with nothing after it.
    expect(messages("a and")?.[0]).toBe(
      "L'espressione non è scritta correttamente: dopo «a and» manca un valore",
    );
    expect(messages("a ? b")?.[0]).toBe(
      "L'espressione non è scritta correttamente: dopo «a ? b» manca «:» con il valore altrimenti",
    );
    expect(messages("a b")?.[0]).toBe(
      "L'espressione non è scritta correttamente: tra «a b» manca un operatore (and, or, ==, >…)",
    );
    expect(messages("x ** 2", ["x"])?.[1]).toBe(
      "The expression is not well formed: the operator “**” is not allowed",
    );
    expect(messages("")?.[0]).toBe("L'espressione non è scritta correttamente: è vuota");
  });

  it("explains a dot instead of printing it alone", () => {
    expect(messages('conduttori.nome == "x"')?.[0]).toBe(
      "L'espressione non è scritta correttamente: il punto di «conduttori.nome» non è ammesso: un campo si cita con il suo solo codice (dentro «Per ogni…», quello del campo dell'elemento)",
    );
  });

  it("quotes only the last words before the place in a long expression", () => {
    const [message] = messages("a and b and stato == 1 and prezzo >= 1000 and") ?? [];
    expect(message).toBe(
      "L'espressione non è scritta correttamente: dopo «…== 1 and prezzo >= 1000 and» manca un valore",
    );
  });
});

describe("count and feminine on a template's groups (issue 44)", () => {
  it("refuses them on a field that is not a repeating group", () => {
    expect(messages("count(prezzo) > 1")).toEqual([
      "«prezzo» non è un gruppo ripetibile: count() si applica solo a un gruppo",
      "“prezzo” is not a repeating group: count() applies only to a group",
    ]);
    expect(messages("feminine(stato)")?.[0]).toMatch(/^«stato» non è un gruppo ripetibile: feminine\(\)/);
    expect(messages("count(1) > 0")?.[0]).toMatch(/^«1» non è un gruppo ripetibile/);
    expect(messages("count(conduttori) > 1 and feminine(conduttori)")).toBeNull();
    // An unknown name keeps its own message.
    expect(messages("count(ignoto) > 1")?.[0]).toBe("Nome sconosciuto: ignoto");
  });

  it("leaves the calculators, which name no groups, as they were", () => {
    expect(compile("count(prezzo) > 1", ["prezzo"]).ok).toBe(true);
  });
});
