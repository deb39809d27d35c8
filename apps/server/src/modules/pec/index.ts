// PEC (issue 47): the firm's or the person's PEC mailbox, sending an agreement through it, and
// the providers' receipts read back by IMAP. app.ts builds the module with the receipt engine
// (packages/pec) and registers its routes and its jobs' handlers.

export { pecRoutes } from "./pec.routes";
export * from "./pec.table";
export { createPecIdleWatch } from "./pec-idle-watch";
export { resumePecPolls } from "./pec-jobs";
export { createPecModule, type PecModule } from "./pec-module";
export type { PecReceiptEngine } from "./pec-receipt-api";
