import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LighthouseProcess, type RunRequest } from "./lighthouseProcess";

const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-process-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A loopback port that nothing answers on: no Chromium there. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

const request = async (): Promise<RunRequest> => ({
  url: "http://127.0.0.1:9/",
  port: await closedPort(),
  categories: ["seo"],
  fullPageScreenshot: false,
  outputBase: path.join(dir, "run"),
});

describe("a Lighthouse process shared by runs", () => {
  it("fails a run it cannot do with Lighthouse's reason, and takes the next run", async () => {
    const lighthouse = new LighthouseProcess(60_000);
    try {
      for (let run = 0; run < 2; run++) {
        await expect(lighthouse.run(await request())).rejects.toThrow(
          /127\.0\.0\.1:9\/: Lighthouse failed: .*browser webSocket URL/,
        );
      }
    } finally {
      lighthouse.close();
    }
  }, 60_000);

  it("kills a run past its limit, says so, and starts a fresh process for the next", async () => {
    const lighthouse = new LighthouseProcess(1);
    try {
      for (let run = 0; run < 2; run++) {
        await expect(lighthouse.run(await request())).rejects.toThrow(/stopped after 0.001 s/);
      }
    } finally {
      lighthouse.close();
    }
  }, 60_000);
});
