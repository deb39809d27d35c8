import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Config } from "../../config/config.schema";

/**
 * The token-signing secret: SECRET_KEY when set, otherwise a random key created once and kept
 * in DATA_DIR (so sessions survive a restart of a single embedded instance).
 */
export function resolveSecret(config: Config): string {
  if (config.SECRET_KEY) return config.SECRET_KEY;
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, "secret.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
