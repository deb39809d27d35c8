import type { CustomerLoginBody } from "@app/contracts";
import type { Config } from "../../config/config.schema";
import type { Database } from "../../db/client";
import { verifyPassword } from "../../platform/auth/passwords";
import type { SessionService } from "../../platform/auth/session.service";
import { AppError } from "../../platform/http/app-error";
import type { AccountRepository } from "./account.repository";

export type LoginArea = "customer" | "editor";

interface LoginDeps {
  config: Config;
  accounts: AccountRepository;
  sessions: SessionService;
  /** The seat rule of the customer's firm (issue 16): runs `start` only if a seat is free. */
  seats: { admit<T>(userId: number, now: Date, start: (within: Database) => Promise<T>): Promise<T> };
}

/**
 * Signs a user in to one area. Failures are counted per username and per IP inside a sliding
 * window; past the limit every attempt answers 429 before the password is even checked.
 * Unknown user and wrong password give the same answer, after the same amount of work.
 */
export function createLoginService({ config, accounts, sessions, seats }: LoginDeps) {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;

  async function assertNotRateLimited(username: string, ip: string, now: Date) {
    const since = new Date(now.getTime() - windowMs);
    const [byUser, byIp] = await Promise.all([
      accounts.countFailures(since, { username }),
      accounts.countFailures(since, { ip }),
    ]);
    if (byUser >= config.LOGIN_MAX_FAILURES_PER_USERNAME || byIp >= config.LOGIN_MAX_FAILURES_PER_IP) {
      throw AppError.tooManyRequests(
        "login_rate_limited",
        { minutes: config.LOGIN_WINDOW_MINUTES },
        config.LOGIN_WINDOW_MINUTES * 60,
      );
    }
  }

  return {
    async login(
      area: LoginArea,
      body: CustomerLoginBody,
      client: { ip: string; userAgent?: string },
      now = new Date(),
    ): Promise<string> {
      const username = body.username.trim().toLowerCase();
      await assertNotRateLimited(username, client.ip, now);
      const user = await accounts.findUserByUsername(username);
      // Each door admits its own role only. Anyone else gets the answer of a wrong password,
      // after the same work, so the login never tells which accounts exist (issue 13).
      const usable = user?.is_active && (area === "editor" ? user.is_editor : user.is_customer) ? user : null;
      const passwordOk = await verifyPassword(usable?.password_hash ?? null, body.password);
      if (!usable || !passwordOk) {
        await accounts.recordFailure(username, client.ip);
        throw AppError.badRequest("login_invalid");
      }
      await accounts.clearFailures(username);
      const start = (within?: Database) =>
        sessions.start({
          user: usable,
          rememberMe: body.rememberMe,
          userAgent: client.userAgent,
          ip: client.ip,
          now,
          within,
        });
      // The right person with the right password: refused only when the firm's seats are all
      // taken, checked and taken in one step so two people cannot both get the last seat.
      return area === "customer" ? seats.admit(usable.id, now, start) : start();
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
