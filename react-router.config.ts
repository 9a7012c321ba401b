import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routing/paths";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
