// What the sandbox remembers between requests: tokens, authorization codes, SADs, OTPs and wrong
// PINs. In memory on purpose: a restart gives every test a clean provider (locks included).
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** An unguessable opaque token (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A 6-digit one-time password, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/** Compares two secrets in constant time, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** How many signatures of which credential a SAD (or a "credential" access token) allows. */
export interface SignatureGrant {
  credentialID: string;
  remaining: number;
  /** The hashes the signatures are bound to (base64), or null for any (SCAL1 without hashes). */
  hashes: Set<string> | null;
  hashAlgorithmOID: string | null;
}

export interface AccessToken {
  username: string;
  scope: "service" | "credential";
  expiresAt: number;
}

export interface AuthorizationCode {
  clientId: string;
  redirectUri: string;
  username: string;
  scope: "service" | "credential";
  grant: Omit<SignatureGrant, "remaining"> & { numSignatures: number };
  codeChallenge: string | null;
  codeChallengeMethod: "plain" | "S256";
  expiresAt: number;
}

interface Expiring {
  expiresAt: number;
}

/** An expired SAD is kept a while, so that it is refused as "SAD expired", not as unknown. */
const EXPIRED_KEPT_MS = 3_600_000;

class ExpiringStore<V extends Expiring> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly clock: Clock) {}

  put(key: string, value: V): void {
    const cutoff = this.clock.now() - EXPIRED_KEPT_MS;
    for (const [old, entry] of this.entries) if (entry.expiresAt < cutoff) this.entries.delete(old);
    this.entries.set(key, value);
  }

  /** The entry and whether it has expired; undefined when unknown. */
  find(key: string): { value: V; expired: boolean } | undefined {
    const value = this.entries.get(key);
    return value && { value, expired: value.expiresAt <= this.clock.now() };
  }

  /** The entry while it is valid. */
  live(key: string): V | undefined {
    const found = this.find(key);
    return found && !found.expired ? found.value : undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

export class SandboxState {
  readonly accessTokens: ExpiringStore<AccessToken>;
  readonly refreshTokens: ExpiringStore<{ username: string; expiresAt: number }>;
  readonly authorizationCodes: ExpiringStore<AuthorizationCode>;
  readonly sads: ExpiringStore<SignatureGrant & Expiring>;
  /** By credentialID: the last OTP sent. */
  readonly otps: ExpiringStore<{ code: string; expiresAt: number }>;
  /** By credentialID: wrong PINs since the last good one. */
  readonly wrongPins = new Map<string, number>();

  constructor(readonly clock: Clock = systemClock) {
    this.accessTokens = new ExpiringStore(clock);
    this.refreshTokens = new ExpiringStore(clock);
    this.authorizationCodes = new ExpiringStore(clock);
    this.sads = new ExpiringStore(clock);
    this.otps = new ExpiringStore(clock);
  }

  expiresIn(seconds: number): number {
    return this.clock.now() + seconds * 1000;
  }
}
