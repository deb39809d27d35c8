import { buildApp } from "./app";
import { ConfigError, listenHost, loadConfig } from "./config/load-config";
import { loggingFor } from "./config/logging";
import { openConfiguredDatabase } from "./db/open-configured";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const logging = await loggingFor(config);
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, ...logging });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: draining in-flight requests");
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    const force = setTimeout(() => process.exit(1), graceMs + 10_000).unref();
    await app.drain(graceMs);
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: listenHost(config), port: config.PORT });
  app.log.info(`Contratti Online ready on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
