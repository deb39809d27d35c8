import { describe, expect, it } from "vitest";
import { loggedUrl } from "./logged-url";

describe("a URL as the logs hold it", () => {
  it("masks a signing invitation's token and a remote-signing session, and nothing else", () => {
    expect(loggedUrl("/api/sign/abcDEF123/remote-sign/providers/")).toBe(
      "/api/sign/[redacted]/remote-sign/providers/",
    );
    expect(loggedUrl("/firma/abcDEF123")).toBe("/firma/[redacted]");
    expect(loggedUrl("/api/agreement/customer/remote-sign/credentials/?session=a.b.c&x=1")).toBe(
      "/api/agreement/customer/remote-sign/credentials/?session=[redacted]&x=1",
    );
    expect(loggedUrl("/api/remote-sign/callback/?code=c0d3&state=s.t.u")).toBe(
      "/api/remote-sign/callback/?code=[redacted]&state=[redacted]",
    );
    expect(loggedUrl("/api/agreement/customer/agreement/list/?page=2")).toBe(
      "/api/agreement/customer/agreement/list/?page=2",
    );
  });
});
