import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, it } from "vitest";
import { repoRoot } from "../../../tests/e2e/support/testBuild";
import { sendMessage, startApiServer, type ApiServer } from "../../../tests/support/apiServer";
import { serverProcessArgs } from "../../../tests/support/serverBundle";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ RATE_LIMITS: "off" });
  for (let n = 0; n < 3; n++) await sendMessage(server, { message: `Message number ${n}.` });
});
afterAll(() => server.close());

/** `npm run leads -- <args> | head -0`: the reader closes the pipe before the command writes. */
function intoClosedPipe(args: string[]) {
  const child = spawn(process.execPath, [...serverProcessArgs("leads"), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      DATABASE_URL: "",
      SITE_CONFIG_FILE: server.siteConfigFile,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, stderr })),
  );
}

it.each([["list"], ["bookings"], ["export", "--csv"]])(
  "leads %s exits quietly when its output pipe is closed",
  async (...args) => {
    const { code, stderr } = await intoClosedPipe(args);
    expect(stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect(code).toBe(0);
  },
);
