import type { SettableAgreementStatus, SignedCopyFormat } from "@app/contracts";
import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytes } from "../../db/column-types";
import { users } from "../../platform/auth/identity.table";
import { agreements } from "../agreements/agreement.table";
import type { StoredSigner } from "./signed-copy-verifier";

/**
 * The PDF/A a contract was frozen as for signature (issue 45), written once by `freeze/{id}/`:
 * the bytes every signer signs, and the status to go back to when it is reopened. Reopening
 * (`unfreeze/{id}/`) deletes the row: the frozen PDF is void, the signed copies stay.
 */
export const agreementFrozenDocuments = pgTable("agreement_frozen_documents", {
  agreement_id: bigint("agreement_id", { mode: "number" })
    .primaryKey()
    .references(() => agreements.id, { onDelete: "cascade" }),
  pdf: bytes("pdf").notNull(),
  /** Hex SHA-256 of `pdf`. */
  sha256: text("sha256").notNull(),
  /** The status before freezing: reopening the contract gives it back. */
  previous_status: text("previous_status").$type<SettableAgreementStatus>().notNull(),
  frozen_at: timestamp("frozen_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A signed copy of a frozen contract (issue 45): the file as uploaded, and its verification as
 * codes (the sentences are written in the reader's language when read). A copy outlives the
 * frozen PDF it matched: reopening the contract sets `matches_frozen` false.
 */
export const agreementSignedCopies = pgTable(
  "agreement_signed_copies",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    agreement_id: bigint("agreement_id", { mode: "number" })
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    file_name: text("file_name").notNull(),
    content: bytes("content").notNull(),
    /** Hex SHA-256 of `content`. */
    sha256: text("sha256").notNull(),
    format: text("format").$type<SignedCopyFormat>().notNull(),
    /** Each signature as the verifier read it, its problems as codes. */
    signers: jsonb("signers").$type<StoredSigner[]>().notNull().default([]),
    matches_frozen: boolean("matches_frozen").notNull(),
    /**
     * Signed here, through a remote signature provider (issue 46): the next signer signs the
     * newest such copy, so the signatures pile up as incremental revisions of one PDF.
     */
    signed_in_product: boolean("signed_in_product").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agreement_signed_copies_agreement_idx").on(t.agreement_id, t.id)],
);

export type SignedCopyRow = typeof agreementSignedCopies.$inferSelect;

/**
 * An invitation to sign a frozen contract from a public page (issue 46 §1.5): a capability URL
 * `/firma/{token}` for one agreement, 7 days. Only the token's SHA-256 is kept, so the table
 * alone opens nothing; reopening the contract or its owner revokes it.
 */
export const agreementSignInvites = pgTable(
  "agreement_sign_invites",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    agreement_id: bigint("agreement_id", { mode: "number" })
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the link's token. */
    token_hash: text("token_hash").notNull().unique(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    fiscal_code: text("fiscal_code").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    revoked_at: timestamp("revoked_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("agreement_sign_invites_agreement_idx").on(t.agreement_id, t.id)],
);

export type SignInviteRow = typeof agreementSignInvites.$inferSelect;

/**
 * The credential a customer last signed with remotely (issue 46 §1.2: "remembered per user, never
 * the secrets"): the provider's name and the credential's id, so the list preselects it. One row
 * per customer, replaced by each signing; it goes with the account (cascade).
 */
export const remoteSignPreferences = pgTable("remote_sign_preferences", {
  user_id: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  credential_id: text("credential_id").notNull(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
