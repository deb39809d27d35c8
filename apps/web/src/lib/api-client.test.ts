import { afterEach, describe, expect, it, vi } from "vitest";

// The token as the store holds it: a test changes it while a call travels.
let storedToken: string | null = "old-token";
vi.mock("./token-store", () => ({
  getToken: () => storedToken,
  renewToken: (token: string) => {
    storedToken = token;
  },
}));

const { apiRequest, configureApiClient, endSession, signedOutPageLeft } = await import("./api-client");
const { openErrorNotice, isErrorNoticeOpen, clearNotices } = await import("./notice-registry");

const answer = (status: number, body: unknown = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => {
  vi.unstubAllGlobals();
  storedToken = "old-token";
  signedOutPageLeft();
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

describe("a call to a third party through the server (issue 46)", () => {
  it("leaves its 502 and 504 to the caller, without the maintenance page; other calls still show it", async () => {
    const onMaintenance = vi.fn();
    configureApiClient({ onUnauthorized: vi.fn(), onMaintenance });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(504, { status_code: 504, non_field_errors: ["Il gestore non risponde"] })),
    );
    await expect(
      apiRequest("/api/sign/x/remote-sign/", { method: "POST", body: {}, saysUpstreamFailure: true }),
    ).rejects.toMatchObject({ status: 504 });
    expect(onMaintenance).not.toHaveBeenCalled();
    await expect(apiRequest("/api/account/me/")).rejects.toMatchObject({ status: 504 });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
  });
});

describe("a call's error notice (issue 44)", () => {
  it("names the failed call by its method and path, without the query", async () => {
    configureApiClient({ onUnauthorized: vi.fn(), onMaintenance: vi.fn() });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(409, { status_code: 409, non_field_errors: ["Rifiutato"] })),
    );
    await expect(
      apiRequest("/api/x/sendmail/4/", { method: "POST", body: {}, query: { a: 1 } }),
    ).rejects.toMatchObject({ status: 409, operation: "POST /api/x/sendmail/4/" });
  });

  it("goes as soon as the same call succeeds, and not when another one does", async () => {
    clearNotices();
    const notice = openErrorNotice("POST /api/account/mfa/enable/");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(200, { ok: true })),
    );
    await apiRequest("/api/account/me/");
    expect(isErrorNoticeOpen(notice)).toBe(true);
    await apiRequest("/api/account/mfa/enable/", { method: "POST", body: { code: "123456" } });
    expect(isErrorNoticeOpen(notice)).toBe(false);
  });
});

describe("a call made while the session ends (the my-data journey's flake)", () => {
  it("never leaves when it was made for the ending session; one made without a session goes out after", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onMaintenance: vi.fn() });
    const sent: string[] = [];
    let answerLogout = () => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        sent.push(url);
        if (url.includes("/logout/"))
          return new Promise<Response>((resolve) => {
            answerLogout = () => resolve(answer(200, { detail: "ok" }));
          });
        // The server has forgotten the session by now.
        return Promise.resolve(answer(401, { status_code: 401, non_field_errors: ["Sessione scaduta"] }));
      }),
    );
    let refetchSettled = false;
    const signOut = endSession(async () => {
      await apiRequest("/api/account/customer/logout/", { method: "POST", endsSession: true });
      storedToken = null;
    });
    // A screen refetches its list while the logout call travels.
    void apiRequest("/api/profile/customer/profile/list/").finally(() => {
      refetchSettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual(["/api/account/customer/logout/"]);
    answerLogout();
    await signOut;
    // Made without a session, a public call goes out once the sign-out is over.
    const publicCall = apiRequest("/api/config/");
    await expect(publicCall).rejects.toMatchObject({ status: 401 });
    expect(sent.map((url) => url.replace(/\?.*$/, ""))).toEqual([
      "/api/account/customer/logout/",
      "/api/config/",
    ]);
    expect(refetchSettled).toBe(false);
  });
  it("stops a call already in flight before the logout leaves, so its 401 never comes back", async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, onMaintenance: vi.fn() });
    const order: string[] = [];
    let listAborted = false;
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit) => {
        order.push(url.replace(/\?.*$/, ""));
        if (url.includes("/logout/")) return Promise.resolve(answer(200, { detail: "ok" }));
        // The list is slow: the server would answer it after the logout, with a 401.
        return new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener("abort", () => {
            listAborted = true;
            order.push("aborted");
            reject(new DOMException("aborted", "AbortError"));
          });
          setTimeout(() => resolve(answer(401, { status_code: 401, non_field_errors: ["x"] })), 50);
        });
      }),
    );
    let listSettled = false;
    void apiRequest("/api/profile/customer/profile/list/").finally(() => {
      listSettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await endSession(async () => {
      await apiRequest("/api/account/customer/logout/", { method: "POST", endsSession: true });
      storedToken = null;
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(listAborted).toBe(true);
    expect(order).toEqual([
      "/api/profile/customer/profile/list/",
      "aborted",
      "/api/account/customer/logout/",
    ]);
    expect(listSettled).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe("the page a sign-out leaves, until the navigation that follows is over", () => {
  it("asks nothing more of the ended session (no 401 in the console); the public pages' calls go", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        sent.push(String(url));
        return answer(200, { ok: true });
      }),
    );
    await endSession(async () => {
      await apiRequest("/api/account/customer/logout/", { method: "POST", endsSession: true });
      storedToken = null;
    });
    // The profile screen, still drawn, asks its list again once the cache is cleared.
    let listSettled = false;
    void apiRequest("/api/profile/customer/profile/list/").finally(() => {
      listSettled = true;
    });
    await apiRequest("/api/get-global-config/");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent.map((url) => new URL(url, "http://x").pathname)).toEqual([
      "/api/account/customer/logout/",
      "/api/get-global-config/",
    ]);
    expect(listSettled).toBe(false);
    // The landing page is drawn: a call goes out as ever (a sign-in page's, say).
    signedOutPageLeft();
    await apiRequest("/api/agreement/customer/template/list/");
    expect(sent).toHaveLength(3);
  });
});

describe("a call's own headers", () => {
  it("go beside the app's, and a multipart body keeps the browser's content type", async () => {
    let sent = new Headers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent = new Headers(init.headers);
        return answer(202, { job_id: 1 });
      }),
    );
    const form = new FormData();
    form.append("template", "5");
    await apiRequest("/api/agreement/customer/bulk/create/", {
      method: "POST",
      body: form,
      headers: { "Idempotency-Key": "k-1" },
    });
    expect(sent.get("Idempotency-Key")).toBe("k-1");
    expect(sent.get("Authorization")).toBe("JWT old-token");
    expect(sent.get("Content-Type")).toBeNull();
  });
});
