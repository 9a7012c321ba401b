import { loadHostConfig } from "../../config/hostConfig";
import { assembleFeatures } from "../features";
import { outboxWorker, mailTransportFor } from "../outboxWorker";
import { runOutboxOnce } from "../../delivery/runOutboxOnce";
import { createLogger } from "../../logger";
import { openStores } from "../openStores";

// `npm run outbox:deliver`: the registered retention sweeps and one outbox run, then exit, for
// cron or a platform scheduler. It shares the storage (SQLite file or PostgreSQL) with the
// server; leases keep the two from sending the same mail at once.
const { config, warnings } = loadHostConfig(process.env);
const logger = createLogger(config.logLevel);
for (const warning of warnings) logger.warn(warning);
const stores = await openStores(config, logger);
const transport = mailTransportFor(config, logger);
try {
  const features = assembleFeatures(config, stores);
  const worker = outboxWorker(config, stores, transport, logger, features);
  const summary = await runOutboxOnce(stores.messages, worker, {
    sweeps: features.sweeps,
    batchSize: config.outbox.batchSize,
    logger,
  });
  logger.info(summary, "outbox: run finished");
} catch (error) {
  logger.error({ err: String(error) }, "outbox: run failed; what is due waits for the next run");
  process.exitCode = 1;
} finally {
  transport.close();
  await stores.engine.close();
}
