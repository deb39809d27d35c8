/**
 * Sends the browser to an OAuth provider's sign-in page, which brings it back with the session.
 * A module of its own: the address cannot be spied on in a test, this function can.
 */
export function leaveForProvider(location: string): void {
  window.location.assign(location);
}
