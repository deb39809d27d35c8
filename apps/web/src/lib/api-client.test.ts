import { afterEach, describe, expect, it, vi } from "vitest";

// The token as the store holds it: a test changes it while a call travels.
let storedToken: string | null = "old-token";
vi.mock("./token-store", () => ({
  getToken: () => storedToken,
  renewToken: (token: string) => {
    storedToken = token;
  },
}));

const { apiRequest, configureApiClient } = await import("./api-client");

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  storedToken = "old-token";
});

describe("a call whose token was replaced while it travelled (issue 35)", () => {
  it("is sent again once with the current token, and the session is not taken for ended", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onMaintenance: vi.fn() });
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const token = new Headers(init.headers).get("Authorization");
        sent.push(token);
        if (token === "JWT old-token") {
          // The password was changed meanwhile: the session has a new token.
          storedToken = "new-token";
          return answer(401, { status_code: 401, non_field_errors: ["Sessione scaduta"] });
        }
        return answer(200, { ok: true });
      }),
    );
    await expect(apiRequest("/api/account/me/")).resolves.toEqual({ ok: true });
    expect(sent).toEqual(["JWT old-token", "JWT new-token"]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("still ends the session on a 401 for the current token", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onMaintenance: vi.fn() });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(401, { status_code: 401, non_field_errors: ["Sessione scaduta"] })),
    );
    await expect(apiRequest("/api/account/me/")).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
