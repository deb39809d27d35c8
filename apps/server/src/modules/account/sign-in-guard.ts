import type { Config } from "../../config/config.schema";
import { AppError } from "../../platform/http/app-error";
import type { AccountRepository } from "./account.repository";

/**
 * The limit on guessing (spec §8, issue 35): failures, wrong passwords and wrong codes alike, are
 * counted per username and per IP in a sliding window; past either limit every attempt answers
 * 429 before anything is checked. Signing in, turning two-factor off and deleting the account
 * all prove the password, and all count here.
 */
export function createSignInGuard(config: Config, accounts: AccountRepository) {
  const windowMs = config.LOGIN_WINDOW_MINUTES * 60_000;
  return {
    async assertNotRateLimited(username: string, ip: string, now = new Date()) {
      const since = new Date(now.getTime() - windowMs);
      const key = username.toLowerCase();
      const [byUser, byIp] = await Promise.all([
        accounts.countFailures(since, { username: key }),
        accounts.countFailures(since, { ip }),
      ]);
      if (byUser >= config.LOGIN_MAX_FAILURES_PER_USERNAME || byIp >= config.LOGIN_MAX_FAILURES_PER_IP) {
        throw AppError.tooManyRequests(
          "login_rate_limited",
          { minutes: config.LOGIN_WINDOW_MINUTES },
          config.LOGIN_WINDOW_MINUTES * 60,
        );
      }
    },
    recordFailure: (username: string, ip: string) => accounts.recordFailure(username.toLowerCase(), ip),
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
