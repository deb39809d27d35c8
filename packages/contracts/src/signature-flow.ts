import { z } from "zod";
import { agreementStatusSchema } from "./agreement";
import { signedCopyReportSchema } from "./signature";

/**
 * `freeze/{id}/` and `unfreeze/{id}/` (issue 45 §1): the agreement's status after the call, and
 * the frozen PDF's fingerprint while it is out for signature (null once reopened).
 */
export const agreementSigningStateSchema = z.object({
  id: z.number().int(),
  status: agreementStatusSchema,
  frozen: z
    .object({
      /** Hex SHA-256 of the bytes `frozen/download/{id}/` gives, on every call. */
      sha256: z.string(),
      frozen_at: z.string(),
    })
    .nullable(),
});
export type AgreementSigningState = z.infer<typeof agreementSigningStateSchema>;

/** `signed-copy/list/{id}/`: the copies kept for the agreement, newest first. */
export const signedCopyListSchema = z.object({ results: z.array(signedCopyReportSchema) });
export type SignedCopyList = z.infer<typeof signedCopyListSchema>;

/** The largest signed copy `signed-copy/upload/{id}/` takes: 20 MB. */
export const SIGNED_COPY_MAX_BYTES = 20 * 1024 * 1024;
