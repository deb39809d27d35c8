export { newAuthority, openAuthority, PROVIDER_NAME, type SandboxAuthority } from "./authority";
export { DEMO_DOMAIN, DEMO_MAILBOXES } from "./demo";
export { type DovecotOptions, type DovecotServer, dovecotAvailable, startDovecot } from "./dovecot";
export { REASONS } from "./handle";
export { MAX_SUBMISSION_BYTES, type PecSandbox, type PecSandboxOptions, startPecSandbox } from "./sandbox";
