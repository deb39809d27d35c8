import type { RenderContext } from "@app/documents";
import { Piscina } from "piscina";

export interface DocumentJob {
  format: "docx" | "pdf";
  /** The contract's HTML: the customised text, or the template's. */
  html: string;
  ctx: RenderContext;
}

/**
 * Writes one document; what a render worker runs (document-render.worker.ts). The template's
 * logic is resolved for the values first (issue 32), so every format prints the same text. The writers
 * (pdfkit, docx, fonts: ≈ 50 MB) load on first use, so a server whose documents are written on
 * worker threads never holds them on its main thread.
 */
export async function renderDocument({ format, html, ctx }: DocumentJob): Promise<Buffer> {
  const [{ agreementDocument }, { toDocx, toPdf }] = await Promise.all([
    import("@app/documents"),
    import("@app/documents/writers"),
  ]);
  // The one resolution every output prints (issue 44).
  const { model } = agreementDocument({ html, ...ctx });
  return format === "pdf" ? toPdf(model, ctx) : toDocx(model, ctx);
}

export interface DocumentRenderer {
  render(job: DocumentJob): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Renders documents on `workers` threads, or on the request's thread when 0. A long contract
 * takes tens of milliseconds of CPU to write; on the event loop, a few customers downloading at
 * once would hold every other request (and the health checks) for hundreds of milliseconds.
 */
export function createDocumentRenderer(workers: number, onThreadStart?: () => void): DocumentRenderer {
  if (workers === 0) return { render: renderDocument, close: async () => {} };
  const pool = new Piscina({
    filename: new URL("./document-render.worker.mjs", import.meta.url).href,
    minThreads: 1,
    maxThreads: workers,
    // Piscina ends a thread beyond minThreads the moment it is idle (its default, 0). Under a
    // steady trickle of downloads every second one then started again, loading tsx and the
    // writers each time: 0.5–2 s per download and 200 MB more RSS (bench/load-bench.ts).
    idleTimeout: 60_000,
    // The worker's entry registers tsx itself (document-render.worker.mjs).
    execArgv: [],
  });
  if (onThreadStart) pool.on("workerCreate", onThreadStart);
  return {
    async render(job) {
      const out: Uint8Array = await pool.run(job);
      return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
    },
    close: () => pool.destroy(),
  };
}

const renderers = new WeakMap<object, DocumentRenderer>();

/**
 * The app's one pool of render threads, shared by every module that writes documents (the
 * agreements, the calculators' prospetti): two pools would hold the writers twice in memory.
 * The documents' routes close it with the app.
 */
export function rendererFor(ctx: {
  config: { DOCUMENT_WORKERS: number };
  metrics?: { observeRender(format: string, seconds: number): void; renderThreadStarted(): void };
}): DocumentRenderer {
  let renderer = renderers.get(ctx);
  if (!renderer) {
    const threads = createDocumentRenderer(ctx.config.DOCUMENT_WORKERS, () =>
      ctx.metrics?.renderThreadStarted(),
    );
    renderer = {
      // Timed for the metrics: how long customers wait for a document, by format.
      async render(job) {
        const start = performance.now();
        try {
          return await threads.render(job);
        } finally {
          ctx.metrics?.observeRender(job.format, (performance.now() - start) / 1000);
        }
      },
      close: () => threads.close(),
    };
    renderers.set(ctx, renderer);
  }
  return renderer;
}
