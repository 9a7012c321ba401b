import { defineConfig } from "vitest/config";
import { contentDirectory } from "./build-tools/contentDirectory.ts";

export default defineConfig({
  envPrefix: ["SITE_"],
  resolve: { alias: { "@content": contentDirectory() } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "common/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "build-tools/**/*.test.ts",
            "editor/**/*.test.ts",
          ],
          exclude: [
            "**/node_modules/**",
            "server/**/*.integration.test.ts",
            "build-tools/**/*.build.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.integration.test.ts"],
          globalSetup: ["tests/integration/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/e2e/**/*.test.ts", "build-tools/**/*.build.test.ts"],
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
