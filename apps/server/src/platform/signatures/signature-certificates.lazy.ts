// The certificate readers of @app/signatures that the main thread needs: a remote credential's
// summary (modules/signatures/remote) and the trust store the PEC receipts are judged against
// (app-pec.ts). Only ever loaded by `import()`, at their first use: pkijs, asn1js and
// @peculiar/* serve no ordinary request and would otherwise sit in the main thread's heap from
// start-up (DESIGN §11, memory). The package's PDF libraries stay on the signature threads.
export { describeCertificate, loadTrustStore } from "@app/signatures";
