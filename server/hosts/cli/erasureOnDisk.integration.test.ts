import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  leadsCli,
  sendMessage,
  startApiServer,
  untilSettled,
  type ApiServer,
} from "../../../tests/support/apiServer";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ RATE_LIMITS: "off" });
});
afterAll(() => server.close());

/** Every file under `dir` whose bytes hold `text` (UTF-8), with the server still running. */
function filesHolding(dir: string, text: string): string[] {
  const needle = Buffer.from(text, "utf8");
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).includes(needle));
}

it("leaves none of an erased message's text in the database, its WAL or the mail files (SQLite)", async () => {
  const text = "Our wobbly-gecko-7741 pasteurisation line needs an audit trail.";
  const email = "erase.me@example.nl";
  const kept = await sendMessage(server, { email: "stays@example.nl", message: "Keep this one." });
  const id = await sendMessage(server, { email, message: text });
  await untilSettled(server, id);
  await untilSettled(server, kept);
  expect(filesHolding(server.dataDir, text).length).toBeGreaterThan(0);

  const { stdout } = await leadsCli(server, ["erase-person", email, "--yes"]);
  expect(stdout).toContain(`Erased on ${email}:`);

  expect(filesHolding(server.dataDir, text)).toEqual([]);
  expect(filesHolding(server.dataDir, "wobbly-gecko")).toEqual([]);
  // The other person's message is untouched, and the running server still reads it.
  expect((await server.api.stores.messages.list({})).map((message) => message.id)).toEqual([kept]);
});
