import type { Readable } from "node:stream";
import type { AddressBookImportResult, Language } from "@app/contracts";
import type { Database } from "../../db/client";
import type { Viewer } from "../../platform/auth/viewer";
import type { DomainEvents } from "../../platform/events/domain-events";
import { AppError } from "../../platform/http/app-error";
import type { MessageKey } from "../../platform/i18n/messages";
import {
  type SpreadsheetReader,
  SpreadsheetRefused,
  spreadsheetKind,
} from "../../platform/spreadsheet/spreadsheet-reading";
import type { FileProgressTracker } from "../../platform/uploads/file-progress";
import { createContactRepository } from "./contact.repository";
import { planImport, plannedRow } from "./contact-import";
import { contactsXlsx, importTemplateXlsx, rejectedRowsXlsx } from "./contact-spreadsheet";

/** An uploaded file: its name as the browser sent it, and its bytes. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** Rows written per statement, and between two progress reports. */
const SAVE_BATCH = 500;
const EXPORT_BATCH = 1000;

const REFUSALS: Record<SpreadsheetRefused["reason"], [status: number, key: MessageKey]> = {
  type: [415, "import_file_type"],
  too_complex: [413, "import_file_too_complex"],
  unreadable: [400, "import_file_unreadable"],
};

/**
 * The address book's spreadsheets (issue 15): export, import template, import. An import is
 * planned whole before anything is written, then its valid rows are saved in one transaction:
 * a file that fails on the way leaves the address book as it was.
 */
export function createContactImportService(
  db: Database,
  reader: SpreadsheetReader,
  progress: FileProgressTracker,
  events?: DomainEvents,
) {
  const repository = createContactRepository(db);

  async function sheetOf(upload: Upload) {
    if (upload.bytes.length === 0) throw AppError.badRequest("import_file_empty");
    try {
      if (!spreadsheetKind(upload.bytes)) throw new SpreadsheetRefused("type");
      return await reader.read(upload.bytes);
    } catch (error) {
      if (!(error instanceof SpreadsheetRefused)) throw error;
      const [status, key] = REFUSALS[error.reason];
      throw new AppError(status, [{ key }]);
    }
  }

  async function plan(viewer: Viewer, upload: Upload) {
    const sheet = await sheetOf(upload);
    return await planImport(sheet, await repository.identities(viewer.userId), viewer.language);
  }

  return {
    exportFile(viewer: Viewer): Readable {
      return contactsXlsx(viewer.language, repository.batches(viewer.userId, EXPORT_BATCH));
    },

    template(language: Language): Readable {
      return importTemplateXlsx(language);
    },

    async import(viewer: Viewer, upload: Upload): Promise<AddressBookImportResult> {
      const tracking = progress.start(viewer.userId, upload.fileName);
      try {
        const planned = await plan(viewer, upload);
        const total = planned.creates.length + planned.updates.length;
        let saved = 0;
        tracking.report("saving", 0, total);
        await db.transaction(async (tx) => {
          const inTx = createContactRepository(tx as unknown as Database);
          for (let i = 0; i < planned.creates.length; i += SAVE_BATCH) {
            const batch = planned.creates.slice(i, i + SAVE_BATCH);
            await inTx.insertMany(
              batch.map((c) => ({ owner_id: viewer.userId, ...plannedRow(c.typology, c.data) })),
            );
            saved += batch.length;
            tracking.report("saving", saved, total);
          }
          for (let i = 0; i < planned.updates.length; i += SAVE_BATCH) {
            const batch = planned.updates.slice(i, i + SAVE_BATCH);
            await inTx.updateMany(
              viewer.userId,
              batch.map((u) => ({ id: u.id, ...plannedRow(u.typology, u.data) })),
            );
            saved += batch.length;
            tracking.report("saving", saved, total);
          }
          // The "import finished" notice is saved with the rows, or not at all.
          await events?.emit(
            "contacts.imported",
            {
              ownerId: viewer.userId,
              fileName: upload.fileName,
              created: planned.creates.length,
              updated: planned.updates.length,
            },
            tx as unknown as Database,
          );
        });
        tracking.finish(true);
        return {
          created: planned.creates.length,
          updated: planned.updates.length,
          rejected: planned.rejected,
        };
      } catch (error) {
        tracking.finish(false);
        throw error;
      }
    },

    /** The refused rows of a file, as an xlsx with their reasons: nothing is saved. */
    async rejectedFile(viewer: Viewer, upload: Upload): Promise<Readable> {
      return rejectedRowsXlsx(viewer.language, await plan(viewer, upload));
    },
  };
}
