import {
  agreementSigningStateSchema,
  idParamSchema,
  SIGNED_COPY_MAX_BYTES,
  signedCopyListSchema,
  signedCopyReportSchema,
} from "@app/contracts";
import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { createAudit } from "../../platform/audit/audit";
import { requireAuth } from "../../platform/auth/access";
import { displayName } from "../../platform/auth/display-name";
import { resolveSecret } from "../../platform/auth/secret";
import { viewerOf } from "../../platform/auth/viewer";
import type { AppContext } from "../../platform/http/app-context";
import { attachmentDisposition, keptFileType } from "../../platform/http/content-disposition";
import { rendererFor } from "../../platform/rendering/document-rendering";
import { createPadesSigning } from "../../platform/signatures/pades-signing";
import { createCatalogueService } from "../catalogue";
import { createAgreementDocumentService } from "../documents";
import { createFrozenDocumentService } from "./frozen-document.service";
import { publicSigningRoutes } from "./remote/public-signing.routes";
import { createPublicSigningService } from "./remote/public-signing.service";
import { createRemoteOauth } from "./remote/remote-oauth.service";
import { createRemoteSessions } from "./remote/remote-session";
import { remoteSignRoutes } from "./remote/remote-sign.routes";
import { createRemoteSigningService } from "./remote/remote-signing.service";
import { signInviteRoutes } from "./remote/sign-invite.routes";
import { createSignInviteService } from "./remote/sign-invite.service";
import { createSignedCopyService } from "./signed-copy.service";
import { uploadedCopy } from "./signed-copy-upload";
import type { SignedCopyVerifier } from "./signed-copy-verifier";

const BASE = "/api/agreement/customer/agreement";
const config = { access: "customer" as const };
const tags = ["agreement"];

/** Exactly the kept bytes, never cached on the way (a contract and its signatures). */
function sendFile(reply: FastifyReply, contentType: string, disposition: string, content: Buffer) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", disposition)
    .header("cache-control", "private, no-store")
    .send(content);
}

/** A copy's own name: its extension is the envelope's (`.p7m`, `.pdf`). */
function copyDisposition(fileName: string) {
  const dot = fileName.lastIndexOf(".");
  return dot > 0
    ? attachmentDisposition(fileName.slice(0, dot), fileName.slice(dot + 1).replace(/[^\w]/g, "") || "bin")
    : attachmentDisposition(fileName, "bin");
}

/** Frozen for signature, signed copies uploaded, verified and kept (issue 45 §§1–2). */
export function signatureRoutes(ctx: AppContext, verifier: SignedCopyVerifier): FastifyPluginAsyncZod {
  return async (app) => {
    const renderer = rendererFor(ctx);
    // The PDF `download/{id}/` gives, written by the documents module on the shared render pool.
    const documents = createAgreementDocumentService({ ...ctx, audit: createAudit(ctx.db), renderer });
    const frozen = createFrozenDocumentService(ctx.db, async (ownerId, id, author) => {
      return (await documents.render(ownerId, id, "pdf", author)).content;
    });
    const copies = createSignedCopyService(ctx.db, createCatalogueService(ctx.db), verifier);
    // Remote signing (issue 46): its PDF work on a thread of its own, ended with the app.
    const pades = createPadesSigning();
    app.addHook("onClose", () => pades.close());
    const sessions = createRemoteSessions(resolveSecret(ctx.config));
    const remote = createRemoteSigningService({
      db: ctx.db,
      providers: ctx.config.CSC_PROVIDERS,
      timeoutMs: ctx.config.CSC_TIMEOUT_SECONDS * 1000,
      sessions,
      pades,
      copies,
    });
    const oauth = createRemoteOauth({
      providers: ctx.config.CSC_PROVIDERS,
      timeoutMs: ctx.config.CSC_TIMEOUT_SECONDS * 1000,
      sessions,
      serverSecret: resolveSecret(ctx.config),
      publicUrl: ctx.config.PUBLIC_URL,
    });
    await app.register(remoteSignRoutes(remote, oauth));
    const invites = createSignInviteService({
      db: ctx.db,
      copies,
      outbox: ctx.outbox,
      publicUrl: ctx.config.PUBLIC_URL,
    });
    await app.register(signInviteRoutes(invites));
    const publicSigning = createPublicSigningService({ db: ctx.db, copies, remote });
    await app.register(publicSigningRoutes(publicSigning, remote, oauth));
    // The multipart parser serves this plugin's routes only; its limits back up the route's.
    await app.register(multipart, {
      limits: { fileSize: SIGNED_COPY_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });

    app.post(
      `${BASE}/freeze/:id/`,
      {
        config,
        schema: {
          tags,
          description: "A complete contract frozen for signature: its PDF/A written once and kept.",
          params: idParamSchema,
          response: { 200: agreementSigningStateSchema },
        },
      },
      (request) => {
        const auth = requireAuth(request);
        return frozen.freeze({ userId: auth.user.user_id, name: displayName(auth.user) }, request.params.id);
      },
    );
    app.get(
      `${BASE}/frozen/download/:id/`,
      {
        config,
        schema: {
          tags,
          description: "The frozen PDF's exact bytes, the same on every call.",
          params: idParamSchema,
        },
      },
      async (request, reply) => {
        const { title, pdf } = await frozen.frozenPdf(viewerOf(request).userId, request.params.id);
        return sendFile(reply, "application/pdf", attachmentDisposition(title, "pdf"), pdf);
      },
    );
    app.post(
      `${BASE}/unfreeze/:id/`,
      {
        config,
        schema: {
          tags,
          description: "Reopens the contract: the frozen PDF and every signed copy's match are void.",
          params: idParamSchema,
          response: { 200: agreementSigningStateSchema },
        },
      },
      (request) => frozen.unfreeze(viewerOf(request).userId, request.params.id),
    );

    app.post(
      `${BASE}/signed-copy/upload/:id/`,
      {
        config,
        schema: {
          tags,
          description:
            "Multipart, field `file`: a CAdES .p7m or a PAdES PDF (≤ 20 MB), verified against the frozen PDF.",
          consumes: ["multipart/form-data"],
          params: idParamSchema,
          response: { 201: signedCopyReportSchema },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        // Anyone else's contract is a 404 whatever was sent; the file is read only for the owner's.
        const report = await copies.upload(viewer, request.params.id, () => uploadedCopy(request));
        return reply.status(201).send(report);
      },
    );
    app.get(
      `${BASE}/signed-copy/list/:id/`,
      { config, schema: { tags, params: idParamSchema, response: { 200: signedCopyListSchema } } },
      (request) => copies.list(viewerOf(request), request.params.id),
    );
    app.get(
      `${BASE}/signed-copy/download/:id/`,
      { config, schema: { tags, description: "A signed copy's exact bytes.", params: idParamSchema } },
      async (request, reply) => {
        const copy = await copies.download(viewerOf(request).userId, request.params.id);
        return sendFile(reply, keptFileType(copy.fileName), copyDisposition(copy.fileName), copy.content);
      },
    );
    app.delete(
      `${BASE}/signed-copy/destroy/:id/`,
      { config, schema: { tags, params: idParamSchema } },
      async (request, reply) => {
        await copies.destroy(viewerOf(request).userId, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
