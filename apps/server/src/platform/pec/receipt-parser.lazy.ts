// The PEC receipts' parser, only ever loaded by `import()` (app-pec.ts) at the first receipt:
// mailparser, @zone-eu/mailsplit, libmime and the certificate libraries serve no ordinary request,
// and most instances configure no PEC mailbox, so they stay out of the main thread's heap until a
// receipt arrives (DESIGN §11, memory).
export { parseReceipt } from "@app/pec";
