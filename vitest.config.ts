import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { contentDirectory } from "./build-tools/contentDirectory.ts";

/**
 * Files that run last, once every other file has ended (their projects' `groupOrder`), side by
 * side with each other only: the bots' attack would slow any browser file beside it, and the
 * hung-database test measures answers against a deadline of a second. Together they use less than
 * one core of two: the attack waits on its bots' answers, the hung database on its deadlines.
 */
const last = {
  integration: ["server/storage/hungDatabase.integration.test.ts"],
  browser: ["tests/e2e/underAttack.test.ts"],
};
const runLast = { groupOrder: 1 };

const integration = {
  isolate: false,
  globalSetup: ["tests/integration/globalSetup.ts"],
  setupFiles: ["tests/integration/restoreEnvironment.ts"],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};
const browser = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  envPrefix: ["SITE_"],
  resolve: { alias: { "@content": contentDirectory() } },
  test: {
    // Each file owns its database, ports and folders, so files run side by side
    // (docs/development.md#tests). Vitest's default leaves one core free; here files wait on
    // servers, timers and browsers part of the time, so one worker more than cores keeps them busy.
    maxWorkers: availableParallelism() + 1,
    // A poll waits for what a visitor would see happen; beside another file on a busy machine the
    // default second was too short for a page to get as far as asking for its scripts.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          // Threads start faster than processes, and no unit test needs a process of its own.
          pool: "threads",
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
          exclude: ["**/node_modules/**", ...last.integration],
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-last",
          include: last.integration,
          sequence: runLast,
          // Its one file starts a cluster of its own, and needs nothing of the run's.
          testTimeout: integration.testTimeout,
          hookTimeout: integration.hookTimeout,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/e2e/**/*.test.ts", "build-tools/**/*.build.test.ts"],
          exclude: ["**/node_modules/**", ...last.browser],
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          ...browser,
        },
      },
      {
        extends: true,
        test: {
          name: "browser-last",
          include: last.browser,
          sequence: runLast,
          globalSetup: ["tests/e2e/support/lastGlobalSetup.ts"],
          ...browser,
        },
      },
    ],
  },
});
