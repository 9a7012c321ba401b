import { serve } from "@hono/node-server";
import { existsSync } from "node:fs";
import { startApi } from "./startApi";
import { createApp } from "../../http/createApp";
import { readServerConfig } from "../../config/serverConfig";
import { createLogger } from "../../logger";
import { loadSiteFiles } from "../../http/siteFiles";

const config = readServerConfig(process.env);
const logger = createLogger(config.logLevel);

if (!existsSync(config.siteDir)) {
  logger.fatal(`No build found at ${config.siteDir}. Run "npm run build" (or "npm start") first.`);
  process.exit(1);
}

const files = await loadSiteFiles(config.siteDir);
const api = await startApi(config, logger);
const app = createApp({ files, logger, hsts: config.hsts, api });

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
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
