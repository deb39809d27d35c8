import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config.schema";
import type { Database, DatabaseHandle } from "../../db/client";
import type { SessionService } from "../auth/session.service";
import type { DomainEvents } from "../events/domain-events";
import type { Mailer } from "../mail/mailer";
import type { Metrics } from "../metrics/metrics";

/** What the composition root hands to every module. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  sessions: SessionService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** What a module tells the others after a use case (e.g. a contract saved). */
  events: DomainEvents;
  /** This instance's Prometheus metrics (`GET /api/metrics/`). */
  metrics: Metrics;
}
