// A render thread of createDocumentRenderer (document-rendering.ts).
import { type DocumentJob, renderDocument } from "./document-rendering";

export default function render(job: DocumentJob): Promise<Buffer> {
  return renderDocument(job);
}
