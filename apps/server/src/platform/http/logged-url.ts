/**
 * A request's URL as the logs may hold it. A signing invitation's token (`/api/sign/{token}/`,
 * the page `/firma/{token}`) opens the contract to whoever has it, and a remote-signing `session`
 * carries the provider's sealed access token: issue 46 wants neither logged. Nor the OAuth
 * callback's `code` and `state` (`/api/remote-sign/callback/`).
 */
export function loggedUrl(url: string): string {
  return url
    .replace(/(\/api\/sign\/|\/firma\/)[^/?#]+/g, "$1[redacted]")
    .replace(/([?&](?:session|code|state)=)[^&#]*/g, "$1[redacted]");
}
