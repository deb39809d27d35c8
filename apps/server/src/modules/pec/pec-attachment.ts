import type { AgreementSendPecBody } from "@app/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../platform/http/app-error";
import { CONTENT_TYPES, keptFileType, safeFileName } from "../../platform/http/content-disposition";
import { agreementFrozenDocuments, agreementSignedCopies } from "../signatures/signature.table";

export interface PecAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Writes the agreement as `download/{id}/` does (modules/documents). */
export type RenderAgreement = (
  ownerId: number,
  id: number,
  format: "docx" | "pdf",
  author: string,
) => Promise<Buffer>;

/**
 * What goes along with a PEC (issue 47 §2), the agreement already known to be the caller's: a
 * kept signed copy (this agreement's, else 404) with its own name and bytes; the frozen PDF
 * (409 when the contract is not frozen); or the contract written as PDF or DOCX.
 */
export async function pecAttachment(
  db: Database,
  render: RenderAgreement,
  agreement: { id: number; title: string; ownerId: number; author: string },
  body: Pick<AgreementSendPecBody, "attachment_extension" | "signed_copy">,
): Promise<PecAttachment> {
  const title = safeFileName(agreement.title);
  if (body.signed_copy !== undefined) {
    const [copy] = await db
      .select({ file_name: agreementSignedCopies.file_name, content: agreementSignedCopies.content })
      .from(agreementSignedCopies)
      .where(
        and(
          eq(agreementSignedCopies.id, body.signed_copy),
          eq(agreementSignedCopies.agreement_id, agreement.id),
        ),
      );
    if (!copy) throw AppError.notFound();
    return { filename: copy.file_name, content: copy.content, contentType: keptFileType(copy.file_name) };
  }
  const extension = body.attachment_extension ?? "pdf";
  if (extension === "frozen") {
    const [frozen] = await db
      .select({ pdf: agreementFrozenDocuments.pdf })
      .from(agreementFrozenDocuments)
      .where(eq(agreementFrozenDocuments.agreement_id, agreement.id));
    if (!frozen) throw new AppError(409, [], { attachment_extension: [{ key: "agreement_not_frozen" }] });
    return { filename: `${title}.pdf`, content: frozen.pdf, contentType: CONTENT_TYPES.pdf };
  }
  const content = await render(agreement.ownerId, agreement.id, extension, agreement.author);
  return { filename: `${title}.${extension}`, content, contentType: CONTENT_TYPES[extension] };
}
