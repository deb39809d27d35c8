import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Language } from "@app/contracts";
import { ZipDeflate, ZipPassThrough } from "fflate";
import { xlsxWorkbookStream } from "../../../platform/spreadsheet/xlsx-stream";
import { zipOutput } from "../../../platform/spreadsheet/zip-output";
import { romeDay } from "../../../platform/time/rome-time";
import type { MyDataFile } from "./my-data.files";
import { myDataSheets } from "./my-data.sheets";
import { MY_DATA_KINDS, type MyDataSources } from "./my-data.sources";

/** Bumped when `dati.json` changes shape, so a program reading it knows which it has. */
const FORMAT = "contratti-online/my-data 5";

const README: Record<Language, (day: string) => string> = {
  it: (day) =>
    `I tuoi dati in Contratti Online, esportati il ${day.split("-").reverse().join("/")}.

dati.json  tutti i dati del tuo account in un formato leggibile da un programma (JSON, UTF-8):
           il profilo, lo studio e il tuo ruolo, ogni contratto con i suoi valori, le parti e i
           calcoli, le copie firmate e i loro firmatari, gli invii via PEC con l'esito per ogni
           destinatario e le ricevute, le compilazioni multiple con l'esito di ogni riga, la
           rubrica, gli appuntamenti, le notifiche, i preferiti, il calendario sottoscritto, i
           dispositivi che hanno effettuato l'accesso e le tue attività.
dati.xlsx  gli stessi dati da leggere: un foglio per ogni tipo.
contratti-in-firma/  il PDF di ogni contratto messo in firma, com'è stato congelato.
copie-firmate/       ogni copia firmata conservata, byte per byte com'è stata caricata o firmata.

Le password (quella della casella PEC compresa), i codici della verifica in due passaggi e i
token di accesso non sono mai esportati.
`,
  en: (day) =>
    `Your data in Contratti Online, exported on ${day}.

dati.json  every item of your account in a form a program reads (JSON, UTF-8): the profile, the
           firm and your role, every contract with its values, parties and calculations, the
           signed copies and their signers, the PEC sendings with each recipient's outcome and
           the receipts, the bulk drafting batches with each row's outcome, the address book,
           appointments, notifications, favourites, the calendar feed, the devices that signed
           in and your own activity.
dati.xlsx  the same data to read: one sheet per kind.
out-for-signature/  the PDF of every contract put out for signature, as it was frozen.
signed-copies/      every signed copy kept, byte for byte as it was uploaded or signed.

Passwords (the PEC mailbox's included), two-factor codes and sign-in tokens are never exported.
`,
};

const FOLDERS: Record<Language, Record<MyDataFile["kind"], string>> = {
  it: { frozen: "contratti-in-firma", signed_copy: "copie-firmate" },
  en: { frozen: "out-for-signature", signed_copy: "signed-copies" },
};

/**
 * A name safe inside the zip: no folder of its own (no slash, no `..`), no control character, not
 * too long for any file system; a frozen PDF is named by its contract, a copy keeps its name.
 */
export function myDataFilePath(file: MyDataFile, language: Language): string {
  const safe = (text: string) =>
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "_")
      .replace(/^\.+/, "_")
      .trim()
      .slice(0, 120) || "_";
  const name =
    file.kind === "frozen"
      ? `${file.agreement_id} - ${safe(file.name)}.pdf`
      : `${file.agreement_id}-${file.copy_id} - ${safe(file.name)}`;
  return `${FOLDERS[language][file.kind]}/${name}`;
}

/** The download's name, without its `.zip`. */
export const myDataFileName = (now: Date) => `dati-${romeDay(now)}`;

/**
 * The customer's own data (issue 35) as a zip: `dati.json`, then `dati.xlsx`, the contracts' frozen
 * PDFs and signed copies (issue 45, stored as they are: PDFs and envelopes gain little), then a note. Each
 * kind is read in batches and written as it comes, with the reader's back-pressure; nothing
 * holds more than a batch. The first read happens before the first byte, so a database that fails
 * at once still gets a proper error answer.
 */
export function myDataZip(sources: MyDataSources, language: Language, now: Date): Readable {
  async function* bytes(): AsyncGenerator<Buffer> {
    const profile = await sources.profile();
    const firm = await sources.firm();
    const { zip, take } = zipOutput();

    const json = new ZipDeflate("dati.json", { level: 6 });
    zip.add(json);
    const write = (text: string) => json.push(Buffer.from(text));
    write(
      `{"format":${JSON.stringify(FORMAT)},"exported_at":${JSON.stringify(now.toISOString())},` +
        `"profile":${JSON.stringify(profile)},"firm":${JSON.stringify(firm)}`,
    );
    for (const kind of MY_DATA_KINDS) {
      write(`,${JSON.stringify(kind)}:[`);
      let first = true;
      for await (const batch of sources[kind]()) {
        for (const row of batch) {
          write(`${first ? "" : ","}${JSON.stringify(row)}`);
          first = false;
        }
        yield take();
        await nextTurn();
      }
      write("]");
    }
    json.push(Buffer.from("}\n"), true);
    yield take();

    // The workbook is itself a zip: stored as it is, not deflated again.
    const workbook = new ZipPassThrough("dati.xlsx");
    zip.add(workbook);
    const book = xlsxWorkbookStream({
      title: language === "it" ? "I miei dati" : "My data",
      sheets: myDataSheets(sources, language),
      dateFormat: "dd/mm/yyyy hh:mm",
    });
    for await (const chunk of book) {
      workbook.push(chunk as Buffer);
      yield take();
    }
    workbook.push(new Uint8Array(0), true);

    for await (const file of sources.files()) {
      const entry = new ZipPassThrough(myDataFilePath(file, language));
      zip.add(entry);
      entry.push(file.bytes, true);
      yield take();
      await nextTurn();
    }

    const note = new ZipDeflate(language === "it" ? "LEGGIMI.txt" : "README.txt", { level: 6 });
    zip.add(note);
    note.push(Buffer.from(README[language](romeDay(now))), true);
    zip.end();
    yield take();
  }

  return Readable.from(bytes(), { objectMode: false, highWaterMark: 64 * 1024 });
}
