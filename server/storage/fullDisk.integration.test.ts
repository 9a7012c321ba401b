import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptySiteBuild } from "../../tests/support/builtSite";
import { startServer, type RunningServer } from "../../tests/e2e/support/testServer";
import {
  leadsCli,
  postJson,
  sendMessage,
  startApiServer,
  untilSettled,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";

const isRoot = process.getuid?.() === 0;

/** Writes zeros into `file` until the file system refuses: the disk is then full to the brim. */
function fillUp(file: string): void {
  const fd = openSync(file, "w");
  try {
    for (const size of [64 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as { code?: string }).code !== "ENOSPC") throw error;
          break;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

const health = async (baseURL: string) => {
  const response = await fetch(`${baseURL}/api/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

// Mounting a file system needs root; elsewhere (a developer's machine) this part is skipped.
describe.skipIf(!isRoot)("SQLite on a full disk (a 2 MiB tmpfs, mounted as root)", () => {
  let disk: string;
  let siteBuild: string;
  let siteDir: string;
  let first: ApiServer;
  let restarted: RunningServer | undefined;
  const filler = () => path.join(disk, "filler");

  beforeAll(async () => {
    disk = mkdtempSync(path.join(tmpdir(), "full-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", disk]);
    siteBuild = mkdtempSync(path.join(tmpdir(), "full-disk-site-"));
    siteDir = emptySiteBuild(siteBuild);
    writeFileSync(path.join(siteDir, "index.html"), "<!doctype html><title>Home</title><p>Home");
    first = await startApiServer({ DATA_DIR: path.join(disk, "data"), RATE_LIMITS: "off" });
  });
  afterAll(async () => {
    await restarted?.stop();
    await first.close().catch(() => undefined);
    execFileSync("umount", [disk]);
    rmSync(disk, { recursive: true, force: true });
    rmSync(siteBuild, { recursive: true, force: true });
  });

  it("refuses posts with 503 and reports storage not writable, restarts and serves on the full disk, and stores again once space is freed", async () => {
    expect(
      (await postJson(first.url, validMessage({ message: "Stored before the disk filled up." })))
        .status,
    ).toBe(200);

    fillUp(filler());
    const refused = await postJson(first.url, validMessage(), { "Accept-Language": "nl" });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Uw bericht kon nu niet worden opgeslagen/,
    );
    expect(await health(first.baseURL)).toEqual({
      status: 503,
      body: { ok: false, storage: "not writable", reason: expect.stringMatching(/full/) },
    });
    await first.close();
    // Closing may have freed what the database's log held: full to the brim again for the restart.
    fillUp(path.join(disk, "filler-2"));

    restarted = await startServer(
      siteDir,
      { DATA_DIR: first.dataDir, RATE_LIMITS: "off" },
      (answer) => answer.status === 503,
    );
    const home = await fetch(`${restarted.baseURL}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Home");
    expect((await health(restarted.baseURL)).body).toMatchObject({ storage: "not writable" });
    const { stdout } = await leadsCli(first, ["list"]);
    expect(stdout).toContain("Anna de Vries");

    rmSync(filler());
    rmSync(path.join(disk, "filler-2"));
    const sent = await postJson(
      `${restarted.baseURL}/api/emailSender`,
      validMessage({ message: "Stored after space was freed." }),
    );
    expect(sent.status).toBe(200);
    expect(await health(restarted.baseURL)).toMatchObject({
      status: 200,
      body: { ok: true, storage: "writable" },
    });
    const listed = await leadsCli(first, ["list"]);
    expect(listed.stdout.match(/Anna de Vries/g)).toHaveLength(2);
  });

  it("does not answer healthy while a disk too full for a message still takes the probe's write, until a message is stored again", async () => {
    const server = await startApiServer({
      DATA_DIR: path.join(disk, "nearly-full"),
      RATE_LIMITS: "off",
    });
    const spare = path.join(disk, "spare");
    let other: ApiServer | undefined;
    try {
      // Settled: the outbox writes nothing more that could take the room left below.
      await untilSettled(server, await sendMessage(server));
      // Room for a write of a row or two, not for a message with its deliveries and indexes.
      writeFileSync(spare, Buffer.alloc(32 * 1024));
      fillUp(filler());
      rmSync(spare);

      expect(
        (await postJson(server.url, validMessage({ message: "Too big to fit." }))).status,
      ).toBe(503);
      const afterRefusal = await health(server.baseURL);
      expect(afterRefusal).toEqual({
        status: 503,
        body: {
          ok: false,
          storage: "not writable",
          reason: expect.stringMatching(/^the last message could not be stored .*full/),
        },
      });

      // Another instance on the same storage knows it too.
      other = await startApiServer({ DATA_DIR: server.dataDir, RATE_LIMITS: "off" });
      expect((await health(other.baseURL)).body).toMatchObject({ storage: "not writable" });

      rmSync(filler());
      expect((await health(server.baseURL)).status).toBe(503);
      expect((await postJson(server.url, validMessage({ message: "Fits again." }))).status).toBe(
        200,
      );
      expect(await health(server.baseURL)).toMatchObject({
        status: 200,
        body: { ok: true, storage: "writable" },
      });
      expect((await health(other.baseURL)).status).toBe(200);
    } finally {
      await other?.close();
      rmSync(filler(), { force: true });
      rmSync(spare, { force: true });
      await server.close();
    }
  });

  it("stops a start that must write its schema with one clear line, not a stack trace", async () => {
    fillUp(filler());
    try {
      const start = startServer(siteDir, {
        DATA_DIR: path.join(disk, "fresh"),
        RATE_LIMITS: "off",
      });
      const refusal = await start.then(
        () => "started",
        (error: unknown) => String(error),
      );
      expect(refusal).toMatch(
        /Storage could not be opened, so the server does not start: SqliteError: database or disk is full/,
      );
      expect(refusal).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(filler());
    }
  });
});
