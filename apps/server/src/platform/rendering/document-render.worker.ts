// A render thread of createDocumentRenderer (document-rendering.ts). The writers load with the
// thread, not with its first document: a pool thread starts before anyone downloads. An import
// call, not `import "…"`: the package declares no side effects, so a bundler would drop the latter.
import { type DocumentJob, renderDocument } from "./document-rendering";

await import("@app/documents/writers");

export default function render(job: DocumentJob): Promise<Buffer> {
  return renderDocument(job);
}
