// The PEC sandbox's embedded entry (apps/pec-sandbox/src/embedded.ts), loaded by
// demo-pec-sandbox.ts by this file's URL: under tsx and the test runner it is this re-export; the
// build bundles the sandbox under the same name beside the server (scripts/build-server.ts). The
// server's type-check does not follow it: the sandbox is its own app, with its own tsconfig.
export { startEmbeddedPecSandbox } from "@app/pec-sandbox/embedded";
