import { createSecretKey, type KeyObject } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

const ISSUER = "contratti-online";
const AUDIENCE = "contratti-online-web";

export interface TokenClaims {
  /** Session id: the row every request is checked against. */
  sid: string;
  /** User id. */
  sub: string;
  roles: string[];
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** HS256 only: the algorithm is pinned so a token cannot choose a weaker one. */
export function createTokenSigner(secret: string) {
  const key: KeyObject = createSecretKey(Buffer.from(secret, "utf8"));
  return {
    sign(claims: Omit<TokenClaims, "exp">, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid, roles: claims.roles })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** Returns the claims, or null for any invalid, tampered or expired token. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || !payload.exp) return null;
        const roles = Array.isArray(payload.roles) ? payload.roles.filter((r) => typeof r === "string") : [];
        return { sid: payload.sid, sub: payload.sub, roles, exp: payload.exp };
      } catch {
        return null;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;
