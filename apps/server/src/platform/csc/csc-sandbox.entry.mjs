// The CSC sandbox's embedded entry (apps/csc-sandbox/src/embedded.ts), loaded by demo-sandbox.ts
// by this file's URL: under tsx and the test runner it is this re-export; the build bundles the
// sandbox under the same name beside the server (scripts/build-server.ts). The server's
// type-check does not follow it: the sandbox is its own app, with its own tsconfig.
export { startEmbeddedSandbox } from "@app/csc-sandbox/src/embedded.ts";
