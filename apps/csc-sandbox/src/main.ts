// `npm run csc-sandbox`: the CSC sandbox on http://localhost:3900/csc/v2 (README.md).
import { pino } from "pino";
import pretty from "pino-pretty";
import { buildSandbox } from "./app";
import { loadSandboxConfig, SandboxConfigError } from "./config";
import { createOtpMailer } from "./mail";
import { openPki } from "./pki/store";

async function main() {
  let config: ReturnType<typeof loadSandboxConfig>;
  try {
    config = loadSandboxConfig();
  } catch (error) {
    if (error instanceof SandboxConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Readable lines: the OTP is read off this log by a person trying the demo.
  const log = pino(
    { level: config.logLevel },
    pretty({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,reqId", singleLine: true }),
  );
  const pki = await openPki(config.dataDir, config.users, { info: (message) => log.info(message) });
  const app = await buildSandbox({
    config,
    pki,
    mailer: createOtpMailer(config.smtpUrl, config.mailFrom),
    logger: log,
  });

  const shutdown = async (signal: string) => {
    log.info({ signal }, "CSC Sandbox: chiusura");
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  log.info(`CSC Sandbox (solo prova) su ${config.publicUrl}/csc/v2 — chiavi in ${config.dataDir}`);
  log.info(`utenti: ${config.users.map((user) => user.username).join(", ")}`);
  if (!config.smtpUrl) log.info("SMTP_URL non impostato: l'OTP si legge solo in questo log");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
