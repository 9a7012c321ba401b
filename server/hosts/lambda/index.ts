import { handle, type LambdaContext, type LambdaEvent } from "hono/aws-lambda";
import { loadHostConfig } from "../../config/hostConfig";
import { runOutboxOnce, type OutboxRunSummary } from "../../delivery/runOutboxOnce";
import { createLogger } from "../../logger";
import { functionApp, functionOutbox, once, openDatabase, requireDatabase } from "./functionParts";

// Checked at cold start: a missing or malformed setting fails the first call with its message.
// The site settings are the build's, which build:function put beside this bundle.
const { config, warnings } = loadHostConfig(process.env, { codeDir: import.meta.dirname });
requireDatabase(config);
const logger = createLogger(config.logLevel);
for (const warning of warnings) logger.warn(warning);

const database = once(() => openDatabase(config, logger));
const api = once(async () => handle(await functionApp(config, await database(), logger)));

/** The contact endpoint behind an API Gateway HTTP API (payload format 2.0). */
export async function handler(event: LambdaEvent, context?: LambdaContext) {
  return (await api())(event, context);
}

/**
 * One outbox run, for an EventBridge rule (every minute): the registered retention sweeps, then
 * claim due mail, send, record, report.
 */
export async function deliver(): Promise<OutboxRunSummary> {
  const stores = await database();
  // A transport per run: an SMTP connection kept while the container sleeps would be dropped.
  const { worker, sweeps, transport } = functionOutbox(config, stores, logger);
  try {
    const summary = await runOutboxOnce(stores.messages, worker, {
      sweeps,
      batchSize: config.outbox.batchSize,
      logger,
    });
    logger.info(summary, "outbox: run finished");
    return summary;
  } finally {
    transport.close();
  }
}
