import { and, isNull, lte } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../../db/client";
import { jobs } from "../jobs/job.table";

/**
 * The instance's metrics in Prometheus's text format (issue 19, `GET /api/metrics/`): requests
 * by route and status with their latency, the process (resident memory, event-loop lag, heap),
 * the database pool, document renders and the jobs waiting. One registry per app, so the tests'
 * many apps in one process never mix their counts.
 */
export function createMetrics(database: DatabaseHandle) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route (its pattern, not the URL), method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to its answer, by route, method and status.",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const renders = new Histogram({
    name: "document_render_duration_seconds",
    help: "Time to write a DOCX or PDF document, by format.",
    labelNames: ["format"] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const renderThreads = new Counter({
    name: "document_render_threads_started_total",
    help: "Render threads started: a number that keeps growing means threads are being started again and again.",
    registers: [registry],
  });
  new Gauge({
    name: "db_pool_connections",
    help: "The PostgreSQL pool's connections: in use, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      if (!stats) return;
      this.set({ state: "in_use" }, stats.total - stats.idle);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "jobs_due",
    help: "Jobs due and not yet done (reminders, notices): a growing number means no instance runs them.",
    registers: [registry],
    async collect() {
      const now = new Date();
      this.set(await database.db.$count(jobs, and(isNull(jobs.done_at), lte(jobs.run_at, now))));
    },
  });

  return {
    registry,
    observeRequest(route: string, method: string, status: number, seconds: number) {
      const labels = { route, method, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    observeRender(format: string, seconds: number) {
      renders.observe({ format }, seconds);
    },
    renderThreadStarted() {
      renderThreads.inc();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
