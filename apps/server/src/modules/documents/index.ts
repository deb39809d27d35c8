// The documents' public surface: an agreement as DOCX or PDF, printed or sent by e-mail.
export { agreementDocumentRoutes } from "./agreement-document.routes";
