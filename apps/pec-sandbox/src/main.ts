// `npm run pec-sandbox`: Dovecot and the fake PEC provider on 127.0.0.1, with the demo mailboxes
// (README.md). Ctrl-C stops both.
import { resolve } from "node:path";
import { DEMO_DOMAIN } from "./demo";
import { DovecotMissingError, startEmbeddedPecSandbox } from "./embedded";

const port = (name: string, fallback: number) => {
  const value = process.env[name];
  const parsed = value === undefined || value === "" ? fallback : Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    console.error(`${name} deve essere una porta (0-65535), non "${value}"`);
    process.exit(78); // EX_CONFIG
  }
  return parsed;
};

async function main() {
  const dataDir = resolve(process.env.PEC_SANDBOX_DIR || `${process.env.DATA_DIR || "./data"}/pec-sandbox`);
  const log = (message: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${message}`);
  let sandbox: Awaited<ReturnType<typeof startEmbeddedPecSandbox>>;
  try {
    sandbox = await startEmbeddedPecSandbox({
      dataDir,
      smtpPort: port("PEC_SANDBOX_SMTP_PORT", 2525),
      imapPort: port("PEC_SANDBOX_IMAP_PORT", 1143),
      logger: { info: log },
    });
  } catch (error) {
    if (error instanceof DovecotMissingError) {
      console.error(error.message);
      process.exit(69); // EX_UNAVAILABLE
    }
    throw error;
  }
  const shutdown = async (signal: string) => {
    log(`PEC Sandbox: chiusura (${signal})`);
    await sandbox.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  log(`PEC Sandbox (solo prova) per il dominio ${DEMO_DOMAIN} — dati in ${dataDir}`);
  log(`SMTP ${sandbox.smtpHost}:${sandbox.smtpPort} (nessuna cifratura, AUTH PLAIN/LOGIN)`);
  log(`IMAP ${sandbox.imapHost}:${sandbox.imapPort} (nessuna cifratura)`);
  for (const mailbox of sandbox.mailboxes) log(`casella ${mailbox.address} — password ${mailbox.password}`);
  log(`autorità di prova da considerare attendibile: ${sandbox.authorityCertificateFile}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
