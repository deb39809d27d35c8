import { SIGNED_COPY_MAX_BYTES } from "@app/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/http/app-error";
import type { UploadedCopy } from "./signed-copy.service";

/**
 * The `file` part of a multipart request, whole (≤ 20 MB: the verifier reads all of it). A file
 * over the limit is a 400 with a sentence, as every other refusal of the file is (issue 45 §2).
 */
export async function uploadedCopy(request: FastifyRequest): Promise<UploadedCopy> {
  if (!request.isMultipart()) throw new AppError(415, [{ key: "unsupported_media_type" }]);
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: SIGNED_COPY_MAX_BYTES, files: 1, fields: 5 } });
  } catch {
    throw AppError.badRequest("signed_copy_file_required");
  }
  if (part?.fieldname !== "file") throw AppError.badRequest("signed_copy_file_required");
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw AppError.badRequest("signed_copy_too_large");
    throw AppError.badRequest("signed_copy_file_required");
  }
  if (bytes.length === 0) throw AppError.badRequest("signed_copy_file_required");
  // The name as the customer's computer gave it, without a path: it names the download.
  const fileName = (part.filename.split(/[\\/]/).pop() ?? "").trim().slice(0, 200) || "copia-firmata";
  return { fileName, bytes };
}
