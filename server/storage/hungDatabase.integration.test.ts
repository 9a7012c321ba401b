import { afterAll, beforeAll, expect, it } from "vitest";
import {
  startPostgresCluster,
  type PostgresCluster,
} from "../../tests/integration/postgresCluster";
import {
  postJson,
  startApiServer,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";
import { until } from "../../tests/support/until";

/** The browser gives up after this (docs/product.md#the-one-call): an answer must come before. */
const visitorTimeoutMs = 10_000;
/**
 * The server's own deadline for storage, short so that the rounds below, each waiting it out, take
 * a second each rather than the default's five.
 */
const storageTimeoutMs = 1000;

// Clusters of its own: their processes are stopped, and no other test file may share them. The
// second takes half of the rounds below, side by side with the first.
let cluster: PostgresCluster;
let server: ApiServer;
/** With the default rate limits, counted in the database over the storage's pool. */
let limited: ApiServer;
let secondCluster: PostgresCluster;
let secondServer: ApiServer;

/** A server whose storage gives up after the short deadline; without rate limits unless `limited`. */
const startDeadlineServer = (db: PostgresCluster, options: { limited?: boolean } = {}) =>
  startApiServer({
    DATABASE_URL: db.url,
    STORAGE_TIMEOUT_MS: String(storageTimeoutMs),
    HEALTH_TIMEOUT_MS: "500",
    // Without a key a message goes straight to its insert: the transaction meets the deadline.
    ...(options.limited ? {} : { RATE_LIMITS: "off" }),
  });

beforeAll(async () => {
  [cluster, secondCluster] = await Promise.all([startPostgresCluster(), startPostgresCluster()]);
  [server, limited, secondServer] = await Promise.all([
    startDeadlineServer(cluster),
    startDeadlineServer(cluster, { limited: true }),
    startDeadlineServer(secondCluster),
  ]);
});
afterAll(async () => {
  cluster.signal("SIGCONT");
  secondCluster.signal("SIGCONT");
  await Promise.all([server.close(), limited.close(), secondServer.close()]);
  await Promise.all([cluster.stop(), secondCluster.stop()]);
});

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}

/** `work` while the database's processes are stopped; back once `target`'s health is OK again. */
async function whileFrozen<T>(target: ApiServer, work: () => Promise<T>): Promise<T> {
  cluster.signal("SIGSTOP");
  try {
    return await work();
  } finally {
    await thaw(cluster, target);
  }
}

/** `db`'s processes run again; back once `target`'s health is OK. */
async function thaw(db: PostgresCluster, target: ApiServer) {
  db.signal("SIGCONT");
  await until(async () => (await fetch(`${target.baseURL}/api/health`)).status === 200, {
    what: "health OK after SIGCONT",
  });
}

const stored = async (text: string) =>
  (await server.api.stores.messages.list({})).filter((message) => message.fields.message === text);

it("answers 503 in the visitor's language within the deadline while the database hangs, stores nothing, and takes the resend once it is back", async () => {
  expect((await postJson(server.url, validMessage())).status).toBe(200);
  const text = "Sent while the database was frozen: must be stored exactly once, after the resend.";
  const unkeyedText = "Sent without a key while the database was frozen: never stored.";
  const headers = { "Accept-Language": "nl", "Idempotency-Key": "hung-database-resend" };

  const [keyed, unkeyed, health] = await whileFrozen(server, () =>
    Promise.all([
      timed(() => postJson(server.url, validMessage({ message: text }), headers)),
      timed(() => postJson(server.url, validMessage({ message: unkeyedText }))),
      timed(() => fetch(`${server.baseURL}/api/health`)),
    ]),
  );
  console.info(
    `while stopped: POST with key ${keyed.ms} ms, POST without key ${unkeyed.ms} ms, health ${health.ms} ms`,
  );
  expect(keyed.result.status).toBe(503);
  expect(((await keyed.result.json()) as { message: string }).message).toMatch(
    /^Uw bericht kon nu niet worden opgeslagen/,
  );
  expect(unkeyed.result.status).toBe(503);
  expect(Math.max(keyed.ms, unkeyed.ms)).toBeLessThan(visitorTimeoutMs);
  expect(health.result.status).toBe(503);
  expect(await health.result.json()).toMatchObject({ ok: false, storage: "not writable" });
  expect(health.ms).toBeLessThan(visitorTimeoutMs);

  expect(await stored(text)).toEqual([]);
  expect(await stored(unkeyedText)).toEqual([]);
  const resend = await postJson(server.url, validMessage({ message: text }), headers);
  expect(resend.status).toBe(200);
  // Not answered from storage: the first attempt left nothing under its key.
  expect(resend.headers.get("Idempotent-Replayed")).toBeNull();
  expect(await stored(text)).toHaveLength(1);
});

it("counts the rate limits inside the same deadline: a hung database gets a 503 in time, not a wait on the count", async () => {
  const text = "Counted while the database was frozen: never stored.";
  const refused = await whileFrozen(limited, () =>
    timed(() => postJson(limited.url, validMessage({ message: text }))),
  );
  expect(refused.result.status).toBe(503);
  expect(refused.ms).toBeLessThan(visitorTimeoutMs);
  expect(await stored(text)).toEqual([]);
  expect((await postJson(limited.url, validMessage({ message: text }))).status).toBe(200);
  expect(await stored(text)).toHaveLength(1);
});

/**
 * Freezes `db` in the middle of each round's posts to `target`: posts leave a few milliseconds
 * apart and the database stops halfway through, so some are inside their transaction, some
 * waiting for a connection, some not yet sent.
 */
async function freezeRounds(db: PostgresCluster, target: ApiServer, rounds: number[]) {
  const postsPerRound = 12;
  const durations: number[] = [];
  let refused = 0;
  for (const round of rounds) {
    const posts: Promise<{ result: Response; ms: number }>[] = [];
    for (let index = 0; index < postsPerRound; index++) {
      if (index === postsPerRound / 2) db.signal("SIGSTOP");
      const headers: Record<string, string> =
        index % 2 === 0 ? { "Idempotency-Key": `freeze-${round}-${index}` } : {};
      const message = `Round ${round}, post ${index}, sent around the freeze.`;
      posts.push(timed(() => postJson(target.url, validMessage({ message }), headers)));
      await new Promise((resolve) => setTimeout(resolve, round % 4));
    }
    try {
      for (const { result, ms } of await Promise.all(posts)) {
        expect([200, 503]).toContain(result.status);
        if (result.status === 503) refused++;
        durations.push(ms);
      }
    } finally {
      await thaw(db, target);
    }
  }
  return { durations, refused };
}

it("refuses every post caught by the freeze within the deadline plus one second, round after round", async () => {
  const rounds = Array.from({ length: 13 }, (_, round) => round);
  const halves = await Promise.all([
    freezeRounds(
      cluster,
      server,
      rounds.filter((round) => round % 2 === 0),
    ),
    freezeRounds(
      secondCluster,
      secondServer,
      rounds.filter((round) => round % 2 === 1),
    ),
  ]);
  const durations = halves.flatMap((half) => half.durations);
  const refused = halves.reduce((sum, half) => sum + half.refused, 0);
  const slowest = Math.max(...durations);
  console.info(
    `${durations.length} posts around ${rounds.length} freezes on two databases, ${refused} refused; slowest answer ${slowest} ms`,
  );
  expect(refused).toBeGreaterThan(0);
  expect(slowest).toBeLessThanOrEqual(storageTimeoutMs + 1000);
});
