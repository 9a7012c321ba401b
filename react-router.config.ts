import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { writeSiteConfigFile } from "./build-tools/siteConfigFile";
import { messageSentPaths } from "./common/messageSentPaths";
import { prerenderPaths } from "./common/pagePaths";
import { optimizePrerenderedPages } from "./build-tools/optimizePageHtml";

const buildDirectory = process.env.BUILD_DIR ?? "build";

export default {
  appDirectory: "app",
  buildDirectory,
  ssr: false,
  prerender: [...prerenderPaths, ...Object.values(messageSentPaths)],
  // Runs after prerendering: the pages are final HTML files by now. The server reads the
  // configuration they were rendered with from the file beside them (docs/decisions/0608).
  buildEnd() {
    optimizePrerenderedPages(path.resolve(buildDirectory, "client"));
    writeSiteConfigFile(path.resolve(buildDirectory), process.env);
  },
} satisfies Config;
