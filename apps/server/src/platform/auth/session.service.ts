import { randomUUID } from "node:crypto";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import {
  type ActiveSession,
  insertSession,
  revokeSessionsOf,
  type SessionRepository,
} from "./session.repository";
import type { SessionCache } from "./session-cache";
import type { TokenSigner } from "./token-signer";

export type Role = "customer" | "editor";

export interface AuthContext {
  sessionId: string;
  user: Omit<ActiveSession, "id" | "expires_at" | "remember_me">;
  roles: Role[];
  /** A fresh token to hand back in the `token` header, when the current one is near expiry. */
  renewedToken: string | null;
}

export function rolesOf(user: { is_customer: boolean; is_editor: boolean }): Role[] {
  const roles: Role[] = [];
  if (user.is_customer) roles.push("customer");
  if (user.is_editor) roles.push("editor");
  return roles;
}

/**
 * Sign-in sessions. A token names a session row; every request re-reads that row, so logout,
 * expiry and a disabled account take effect at once. Without remember-me the token lives for
 * the idle timeout and is renewed by use; with it, the session and its token last 1 day.
 */
export function createSessionService(deps: {
  config: Config;
  repository: SessionRepository;
  signer: TokenSigner;
  cache: SessionCache;
}) {
  const { config, repository, signer, cache } = deps;
  const idleMs = config.SESSION_IDLE_MINUTES * 60_000;

  function tokenExpiry(sessionExpiresAt: Date, rememberMe: boolean, now: Date): Date {
    if (rememberMe) return sessionExpiresAt;
    return new Date(Math.min(sessionExpiresAt.getTime(), now.getTime() + idleMs));
  }

  return {
    async start(input: {
      user: { id: number; is_customer: boolean; is_editor: boolean };
      rememberMe: boolean;
      userAgent?: string;
      ip?: string;
      now?: Date;
      /** The transaction to insert the session in, when the caller holds one (the seat rule's). */
      within?: Database;
    }): Promise<string> {
      const now = input.now ?? new Date();
      const lifetimeHours = input.rememberMe ? config.SESSION_REMEMBER_HOURS : config.SESSION_MAX_HOURS;
      const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
      const id = randomUUID();
      const row = {
        id,
        user_id: input.user.id,
        remember_me: input.rememberMe,
        created_at: now,
        expires_at: expiresAt,
        user_agent: input.userAgent?.slice(0, 500) ?? null,
        ip: input.ip ?? null,
      };
      await (input.within ? insertSession(input.within, row) : repository.insert(row));
      return signer.sign(
        { sid: id, sub: String(input.user.id), roles: rolesOf(input.user) },
        tokenExpiry(expiresAt, input.rememberMe, now),
      );
    },

    /** The caller's session, or null when the token is invalid, expired or revoked. */
    async authenticate(token: string, now = new Date()): Promise<AuthContext | null> {
      const nowMs = now.getTime();
      let claims = cache.verifiedToken(token);
      if (!claims) {
        const verified = await signer.verify(token);
        if (!verified) return null;
        cache.rememberToken(token, verified);
        claims = verified;
      }
      if (claims.exp * 1000 <= nowMs) return null;
      let session = cache.session(claims.sid, nowMs);
      if (!session) {
        const found = await repository.findActive(claims.sid, now);
        if (!found) return null;
        cache.rememberSession(found, nowMs);
        session = found;
      }
      if (new Date(session.expires_at).getTime() <= nowMs || String(session.user_id) !== claims.sub)
        return null;
      const { id, expires_at, remember_me, ...user } = session;
      const roles = rolesOf(user);
      let renewedToken: string | null = null;
      const remainingMs = claims.exp * 1000 - nowMs;
      const next = tokenExpiry(new Date(expires_at), remember_me, now);
      // Renew once less than half of the idle window is left, if that actually extends it.
      if (remainingMs < idleMs / 2 && next.getTime() - claims.exp * 1000 > 1000) {
        renewedToken = await signer.sign({ sid: id, sub: claims.sub, roles }, next);
      }
      return { sessionId: id, user, roles, renewedToken };
    },

    async end(sessionId: string, now = new Date()) {
      await repository.revoke(sessionId, now);
      await cache.revoked([sessionId]);
    },

    /** Reads the session again on its next request (its user's two-factor changed). */
    async reread(sessionId: string) {
      await cache.revoked([sessionId]);
    },

    /**
     * Ends every session of the session's user, this one too, and answers the token of a new one
     * in its place (same device, same remember-me, same absolute end): after a password change
     * (issue 35) no token issued before it still works, and the user stays signed in here.
     */
    async rotate(
      sessionId: string,
      user: { id: number; is_customer: boolean; is_editor: boolean },
      now = new Date(),
    ): Promise<string> {
      const current = await repository.row(sessionId);
      if (!current) throw new Error("no such session");
      await cache.revoked(await repository.revokeAllForUser(user.id, now));
      const id = randomUUID();
      await repository.insert({ ...current, id, created_at: now, revoked_at: null });
      return signer.sign(
        { sid: id, sub: String(user.id), roles: rolesOf(user) },
        tokenExpiry(current.expires_at, current.remember_me, now),
      );
    },

    /** Forgets sessions gone with their user (a deleted account), here and on every instance. */
    async forget(sessionIds: string[]) {
      await cache.revoked(sessionIds);
    },

    async endAllForUser(userId: number, keepSessionId?: string, now = new Date()) {
      await cache.revoked(await repository.revokeAllForUser(userId, now, keepSessionId));
    },

    /**
     * Ends a user's sessions in the caller's transaction, beside the change that ends them. The
     * ids it returns go to `forget` once the transaction has committed: told before, another
     * instance would read the row still live and keep it.
     */
    revokeAllForUserIn: (within: Database, userId: number, keepSessionId?: string, now = new Date()) =>
      revokeSessionsOf(within, userId, now, keepSessionId),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
