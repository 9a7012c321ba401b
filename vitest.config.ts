import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { contentDirectory } from "./build-tools/contentDirectory.ts";
import { longestFirstSequencer } from "./scripts/testOrder.ts";
import { memoryTempDir } from "./scripts/testTempDir.ts";

// The tests' throwaway folders (databases, the PostgreSQL cluster, mail and calendar folders,
// browser profiles) in memory: on this machine's disk, writes waited on fsync and deleting the
// cluster at the end took 8 s. Set before any setup or worker starts, so all of them inherit it;
// a TMPDIR the developer set stays (0633).
const memoryFolder = memoryTempDir();
if (memoryFolder && !process.env.TMPDIR) process.env.TMPDIR = memoryFolder;

/**
 * Groups run one after another (projects' `groupOrder`). First the bots' attack, before the
 * browser files it would slow, with the unit tests and the integration files that mostly wait:
 * its bots leave most of a core idle, which they and the type-check, lint and build beside Vitest
 * (scripts/test-suite.ts) fill. Then every other file. Last, without other test files, the
 * hung-database test: it measures answers against a deadline of a second (`npm test` runs it in a
 * Vitest run of its own, 0634).
 */
const first = {
  browser: ["tests/e2e/underAttack.test.ts"],
  // Each waits 10 s or more on a timer (a failing target's retries, clients that stall), a core
  // idle; together in the next group they left both idle for seconds (0637).
  integration: [
    "server/delivery/failingTarget.integration.test.ts",
    "server/http/slowClients.integration.test.ts",
  ],
};
const last = { integration: ["server/storage/hungDatabase.integration.test.ts"] };
const order = {
  first: { groupOrder: 0 },
  rest: { groupOrder: 1 },
  last: { groupOrder: 2 },
};

/** Every integration file's settings; the files run first or last start what they need themselves. */
const integration = {
  setupFiles: ["tests/integration/restoreEnvironment.ts"],
  testTimeout: 60_000,
  hookTimeout: 60_000,
};
/** The run's PostgreSQL cluster, Radicale and server bundle, for the other integration files. */
const integrationSetup = ["tests/integration/globalSetup.ts"];
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
    // A worker goes on to its project's next file with the imports loaded, for every project: the
    // files set no environment they do not restore, patch no module and restore the clock they
    // fake. A thread per unit file took 39 s of processor time against 18 s shared (0633); a
    // process per browser file about half a second more a file (0632).
    isolate: false,
    // In a group, the integration files (which wait on servers and timers) before the browser files
    // (which keep a core busy), beside the other lane's single-threaded checks; in a project, the
    // files that took longest in the recorded run first, so the run ends on short ones (0632).
    sequence: { sequencer: longestFirstSequencer(["integration", "browser"]) },
    // A poll waits for what a visitor would see happen; beside another file on a busy machine the
    // default second was too short for a page to get as far as asking for its scripts.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: order.first,
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
          sequence: order.rest,
          include: ["server/**/*.integration.test.ts"],
          exclude: ["**/node_modules/**", ...first.integration, ...last.integration],
          globalSetup: integrationSetup,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-first",
          include: first.integration,
          sequence: order.first,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-last",
          include: last.integration,
          sequence: order.last,
          ...integration,
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          sequence: order.rest,
          include: ["tests/e2e/**/*.test.ts", "build-tools/**/*.build.test.ts"],
          exclude: ["**/node_modules/**", ...first.browser],
          globalSetup: ["tests/e2e/support/globalSetup.ts"],
          ...browser,
        },
      },
      {
        extends: true,
        test: {
          name: "browser-first",
          include: first.browser,
          sequence: order.first,
          globalSetup: ["tests/e2e/support/firstGlobalSetup.ts"],
          ...browser,
        },
      },
    ],
  },
});
