/**
 * A session token is there but the signed-in user could not be loaded (neither refused nor an
 * outage): the route error page says so with the spec's `restore.session.error` message.
 */
export class SessionRestoreError extends Error {
  constructor(cause: unknown) {
    super("The session could not be restored", { cause });
    this.name = "SessionRestoreError";
  }
}
