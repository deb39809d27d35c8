/**
 * Spec §4: a `ticket` query parameter on any route is a token handed over by another site.
 * Returns it and the same URL without it, so the token does not linger in history.
 */
export function extractTicket(url: URL): { ticket: string; cleanPath: string } | null {
  const ticket = url.searchParams.get("ticket");
  if (ticket === null) return null;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete("ticket");
  const search = rest.toString();
  return { ticket: ticket.trim(), cleanPath: `${url.pathname}${search ? `?${search}` : ""}${url.hash}` };
}
