import { BULK_MAX_BYTES, type BulkFormat, bulkFormatSchema } from "@app/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/app-error";

/** A bulk upload: the file's bytes, the template version and (for create) the format. */
export interface BulkUpload {
  bytes: Buffer;
  template: number;
  format: BulkFormat;
}

const TOO_LARGE = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_PARTS_LIMIT", "FST_FILES_LIMIT"]);

/**
 * The multipart body of `bulk/check/` and `bulk/create/`: the `file` part whole (≤ 5 MB, read
 * into memory as the spreadsheet reader needs all of it) and the `template` and `format` fields,
 * in any order. Every refusal is a 400 with a sentence (issue 48 §2).
 */
export async function bulkUpload(request: FastifyRequest): Promise<BulkUpload> {
  if (!request.isMultipart()) throw AppError.badRequest("bulk_file_required");
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === "file") {
        const content = await part.toBuffer();
        if (part.fieldname === "file") bytes = content;
      } else if (typeof part.value === "string") fields[part.fieldname] = part.value.slice(0, 100);
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (TOO_LARGE.has(code)) throw AppError.badRequest("bulk_file_too_large");
    throw AppError.badRequest("bulk_file_unreadable");
  }
  if (!bytes || bytes.length === 0) throw AppError.badRequest("bulk_file_required");
  const template = Number(fields.template);
  if (!/^\d{1,15}$/.test(fields.template ?? "") || template <= 0)
    throw AppError.badRequest("bulk_template_required");
  const format = bulkFormatSchema.safeParse(fields.format ?? "pdf");
  if (!format.success) throw AppError.badRequest("bulk_format_invalid");
  return { bytes, template, format: format.data };
}
