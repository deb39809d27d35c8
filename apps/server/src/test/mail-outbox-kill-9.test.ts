import { afterAll, describe, expect, it } from "vitest";
import {
  httpCall as call,
  type ServerProcess,
  scratchDatabase,
  signIn,
  startServerProcess,
} from "./server-processes";
import { startSmtpPeer } from "./smtp-peer";
import { testDatabaseUrl } from "./test-database";

// Issue 49 §5: an e-mail committed with its event, whose server is killed with `kill -9` before
// sending it, is sent exactly once after the restart, by whichever instance of two takes it.
// Real processes on the machine's PostgreSQL, a real SMTP peer counting what it receives.
const onPostgres = process.env.TEST_DB === "postgres" && testDatabaseUrl() !== null;
const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGKILL");
  await database?.drop();
  await smtp?.close();
});

describe.skipIf(!onPostgres)(
  "kill -9 between the commit of an e-mail and its sending (skipped on PGlite)",
  () => {
    it("sends it exactly once after the restart", async () => {
      smtp = await startSmtpPeer();
      database = await scratchDatabase("test_outbox_kill");
      // The first server's runner does not poll (JOBS_POLL_SECONDS=0): the message stays committed
      // and unattempted, as when the process dies between the commit and the SMTP call.
      const first = await startServerProcess(database.url, { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: "0" });
      servers.push(first);
      const token = await signIn(first.base, "demo-customer");
      const templates = await call(
        first.base,
        "/api/agreement/customer/template/list/?no_page=no_page",
        token,
      );
      const lease = templates.json.results.find((r: { title: string }) =>
        /uso abitativo a canone libero/.test(r.title),
      );
      const created = await call(first.base, "/api/agreement/customer/agreement/create/", token, {
        title: "Da inviare dopo il riavvio",
        template: lease.id,
        values: { locatori: [{ nome: "Mario Rossi" }], conduttori: [{ nome: "Anna Bianchi" }] },
      });
      expect(created.status).toBe(201);
      const subject = "Inviata una volta sola";
      const sent = await call(
        first.base,
        `/api/agreement/customer/agreement/sendmail/${created.json.id}/`,
        token,
        {
          to_email: ["controparte@esempio.it"],
          subject,
          attachment_extension: "docx",
        },
      );
      expect(sent.status).toBe(200);
      first.process.kill("SIGKILL");
      await first.exited;
      expect(smtp.received).toHaveLength(0);

      // Two instances start on the same database; their runners poll every second.
      const env = { SMTP_URL: smtp.url, JOBS_POLL_SECONDS: "1" };
      const [second, third] = await Promise.all([
        startServerProcess(database.url, env),
        startServerProcess(database.url, env),
      ]);
      servers.push(second, third);
      await smtp.waitFor(1, 20_000);
      // Time for a second copy to come, had either instance sent it again.
      await new Promise((r) => setTimeout(r, 4000));
      const copies = smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}`));
      expect(copies).toHaveLength(1);
      expect(copies[0]?.to).toEqual(["controparte@esempio.it"]);
    }, 180_000);
  },
);
