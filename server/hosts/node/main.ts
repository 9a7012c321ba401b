import { existsSync } from "node:fs";
import { startHttpServer } from "./httpServer";
import { startApi } from "./startApi";
import { createApp } from "../../http/createApp";
import { loadHostConfig } from "../../config/hostConfig";
import { createLogger } from "../../logger";
import { loadSiteFiles } from "../../http/siteFiles";

/**
 * A setting that is not understood, or a build without its site settings, stops the start with
 * a message, without a stack trace.
 */
function readConfigOrExit() {
  try {
    return loadHostConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const { config, warnings } = readConfigOrExit();
const logger = createLogger(config.logLevel);
for (const warning of warnings) logger.warn(warning);

if (!existsSync(config.siteDir)) {
  logger.fatal(`No build found at ${config.siteDir}. Run "npm run build" (or "npm start") first.`);
  process.exit(1);
}

/** Storage that cannot be opened (a migration that cannot be written) stops the start in words. */
async function startApiOrExit() {
  try {
    return await startApi(config, logger);
  } catch (error) {
    logger.fatal(`Storage could not be opened, so the server does not start: ${String(error)}`);
    process.exit(1);
  }
}

const files = await loadSiteFiles(config.siteDir);
const api = await startApiOrExit();
const app = createApp({ files, logger, site: config.site, transport: config.transport, api });

const server = startHttpServer(app.fetch, config, logger, (info) => {
  logger.info(
    `Serving ${files.size} files on http://${config.host === "0.0.0.0" ? "localhost" : info.address}:${info.port}`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(async () => {
      await api.close();
      process.exit(0);
    });
  });
}
