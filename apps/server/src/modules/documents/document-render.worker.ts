// A render thread of createDocumentRenderer (document-rendering.ts). The writers load with the
// thread, not with its first document: a pool thread starts before anyone downloads.
import "@app/documents/writers";
import { type DocumentJob, renderDocument } from "./document-rendering";

export default function render(job: DocumentJob): Promise<Buffer> {
  return renderDocument(job);
}
