import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config/config.schema";
import type { Database, DatabaseHandle } from "../../db/client";
import type { SessionService } from "../auth/session.service";
import type { DomainEvents } from "../events/domain-events";
import type { MailOutbox } from "../mail/mail-outbox";
import type { Mailer } from "../mail/mailer";
import type { Metrics } from "../metrics/metrics";

/** What the composition root hands to every module. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  sessions: SessionService;
  /** The SMTP transport: only the outbox's sending job uses it (and demo mode's sandboxes). */
  mailer: Mailer;
  /** Every e-mail of a use case is queued here in its transaction (issue 49 §5). */
  outbox: MailOutbox;
  log: FastifyBaseLogger;
  /** What a module tells the others after a use case (e.g. a contract saved). */
  events: DomainEvents;
  /** This instance's Prometheus metrics (`GET /api/metrics/`). */
  metrics: Metrics;
}
