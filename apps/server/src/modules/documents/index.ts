// The documents' public surface: an agreement as DOCX or PDF, printed or sent by e-mail.
export { agreementDocumentRoutes } from "./agreement-document.routes";
// The agreement as `download/{id}/` writes it: what modules/signatures freezes for signature.
export { createAgreementDocumentService } from "./agreement-document.service";
