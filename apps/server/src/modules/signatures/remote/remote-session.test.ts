import { describe, expect, it } from "vitest";
import type { AppError } from "../../../platform/http/app-error";
import { createRemoteSessions, REMOTE_SESSION_MS } from "./remote-session";

const SECRET = "a-server-secret-of-at-least-thirty-two-characters";

function refusal(open: () => unknown): AppError | null {
  try {
    open();
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe("a sealed remote signing session (decision 0032)", () => {
  it("opens for its own signer on any instance with the same secret, and hides the token", () => {
    const sealed = createRemoteSessions(SECRET).seal({ userId: 7 }, "Sandbox CSC", "token-segreto", 3600);
    expect(sealed).not.toContain("token-segreto");
    expect(createRemoteSessions(SECRET).open(sealed, { userId: 7 })).toEqual({
      provider: "Sandbox CSC",
      accessToken: "token-segreto",
    });
  });

  it("refuses another user, an invitation, a changed byte, another secret, and an expired one", () => {
    let now = 1_000_000;
    const sessions = createRemoteSessions(SECRET, () => now);
    const sealed = sessions.seal({ userId: 7 }, "Sandbox CSC", "token", 3600);
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    for (const attempt of [
      () => sessions.open(sealed, { userId: 8 }),
      () => sessions.open(sealed, { inviteId: 7 }),
      () => sessions.open(tampered, { userId: 7 }),
      () => createRemoteSessions(`${SECRET}-altro`).open(sealed, { userId: 7 }),
    ]) {
      const error = refusal(attempt);
      expect(error?.statusCode).toBe(400);
      expect(error?.fieldErrors.session).toBeDefined();
    }
    now += REMOTE_SESSION_MS - 1;
    expect(refusal(() => sessions.open(sealed, { userId: 7 }))).toBeNull();
    now += 1;
    expect(refusal(() => sessions.open(sealed, { userId: 7 }))?.statusCode).toBe(400);
  });

  it("ends with the provider's token when that ends first", () => {
    let now = 0;
    const sessions = createRemoteSessions(SECRET, () => now);
    const sealed = sessions.seal({ inviteId: 3 }, "Sandbox CSC", "token", 60);
    now = 59_999;
    expect(refusal(() => sessions.open(sealed, { inviteId: 3 }))).toBeNull();
    now = 60_000;
    expect(refusal(() => sessions.open(sealed, { inviteId: 3 }))?.statusCode).toBe(400);
  });
});
