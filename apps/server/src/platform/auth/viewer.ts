import type { Language } from "@app/contracts";
import type { FastifyRequest } from "fastify";
import { requireAuth } from "./access";

/** Who reads: the signed-in user, in the language of the request, and whether an editor. */
export interface Viewer {
  userId: number;
  isEditor: boolean;
  language: Language;
}

/** Who writes in the back office: the editor, for the audit trail and localised errors. */
export interface EditorActor {
  userId: number;
  language: Language;
}

/** The viewer of an authenticated request (every module's routes read it the same way). */
export function viewerOf(request: FastifyRequest): Viewer {
  const auth = requireAuth(request);
  return { userId: auth.user.user_id, isEditor: auth.roles.includes("editor"), language: request.language };
}

/** The editor behind a back-office request. */
export function actorOf(request: FastifyRequest): EditorActor {
  return { userId: requireAuth(request).user.user_id, language: request.language };
}
