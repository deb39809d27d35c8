import { ADDRESS_BOOK_IMPORT_MAX_BYTES } from "@app/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/app-error";
import type { Upload } from "./contact-import.service";

/**
 * The `file` part of a multipart request, whole (≤ 5 MB: read into memory, as the reader needs
 * all of it). Refused with the address book's own messages: no file, a larger one, not multipart.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError(415, [{ key: "unsupported_media_type" }]);
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: ADDRESS_BOOK_IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw AppError.badRequest("import_file_required");
  }
  if (part?.fieldname !== "file") throw AppError.badRequest("import_file_required");
  try {
    return { fileName: part.filename.slice(0, 200), bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(413, [{ key: "import_file_too_large" }]);
    throw AppError.badRequest("import_file_unreadable");
  }
}
