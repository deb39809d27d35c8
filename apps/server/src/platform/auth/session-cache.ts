import type { DatabaseHandle } from "../../db/client";
import type { ActiveSession } from "./session.repository";
import type { TokenClaims } from "./token-signer";

const CHANNEL = "contratti_session_revoked";
const MAX_ENTRIES = 20_000;

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V) {
  // Maps iterate in insertion order: dropping the first key drops the oldest entry.
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/**
 * Remembers verified tokens and live sessions for a few seconds, so a request needs neither an
 * HMAC nor a database round trip. Revocation stays immediate on every instance: a revoked
 * session id is broadcast with NOTIFY and evicted everywhere; when the LISTEN connection is down
 * the cache is bypassed and every request reads the database again (docs/decisions/0003).
 */
export async function createSessionCache(database: DatabaseHandle, ttlSeconds: number) {
  const tokens = new Map<string, TokenClaims>();
  const sessions = new Map<string, { session: ActiveSession; until: number }>();
  const ttlMs = ttlSeconds * 1000;
  const clear = () => {
    tokens.clear();
    sessions.clear();
  };
  const channel =
    ttlMs > 0
      ? await database.listen(CHANNEL, { onMessage: (id) => sessions.delete(id), onReset: clear })
      : { isLive: () => false };
  const enabled = () => ttlMs > 0 && channel.isLive();

  return {
    verifiedToken(token: string): TokenClaims | undefined {
      return enabled() ? tokens.get(token) : undefined;
    },
    rememberToken(token: string, claims: TokenClaims) {
      if (enabled()) boundedSet(tokens, token, claims);
    },
    session(id: string, now: number): ActiveSession | undefined {
      if (!enabled()) return undefined;
      const entry = sessions.get(id);
      if (entry && entry.until > now) return entry.session;
      if (entry) sessions.delete(id);
      return undefined;
    },
    rememberSession(session: ActiveSession, now: number) {
      if (enabled()) boundedSet(sessions, session.id, { session, until: now + ttlMs });
    },
    /** Evicts revoked sessions here and, through NOTIFY, on every other instance. */
    async revoked(ids: string[]) {
      for (const id of ids) {
        sessions.delete(id);
        await database.notify(CHANNEL, id);
      }
    },
  };
}

export type SessionCache = Awaited<ReturnType<typeof createSessionCache>>;
