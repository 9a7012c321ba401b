// `npm run measure:function`: the function bundle's size (bytes and gzip) and its cold start
// (`import` plus the first request, each run in a fresh `node` process against a throwaway
// PostgreSQL), median of 5. A report, not a test: speed is measured, never asserted.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { createDatabase, startPostgresCluster } from "../tests/integration/postgresCluster";
import { apiGatewayEvent } from "../tests/support/apiGatewayEvent";
import { validMessage } from "../tests/support/apiServer";
import { postgresStores } from "../tests/support/stores";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
const bundle = path.join(root, "build/function/index.mjs");
const runs = 5;

await run(process.execPath, ["--import", "tsx", "scripts/build-function.ts"], { cwd: root });
const code = readFileSync(bundle);
console.log(`bundle: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} bytes gzip`);

const cluster = await startPostgresCluster();
try {
  const databaseUrl = await createDatabase(cluster.url, "cold_start");
  // Migrated once beforehand, as a deployed database is: each run measures a cold start only.
  await (await postgresStores(databaseUrl)).engine.close();

  const child = `
    const started = performance.now();
    const fn = await import(${JSON.stringify(bundle)});
    const imported = performance.now();
    const answer = await fn.handler(JSON.parse(process.env.EVENT));
    const answered = performance.now();
    if (answer.statusCode !== 200) throw new Error("status " + answer.statusCode + " " + answer.body);
    console.log(JSON.stringify({ importMs: imported - started, firstRequestMs: answered - imported }));
    process.exit(0);`;
  const samples: { importMs: number; firstRequestMs: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const event = apiGatewayEvent({
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validMessage()),
      sourceIp: `203.0.113.${i + 1}`,
    });
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", child], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        EVENT: JSON.stringify(event),
        LOG_LEVEL: "warn",
      },
    });
    samples.push(JSON.parse(stdout.trim().split("\n").pop() ?? "{}"));
  }
  const median = (values: number[]) =>
    values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const total = samples.map((s) => s.importMs + s.firstRequestMs);
  console.log(
    `cold start, median of ${runs} fresh processes: import ${median(samples.map((s) => s.importMs)).toFixed(0)} ms, ` +
      `first request ${median(samples.map((s) => s.firstRequestMs)).toFixed(0)} ms, ` +
      `together ${median(total).toFixed(0)} ms (runs: ${total.map((t) => t.toFixed(0)).join(", ")} ms)`,
  );
} finally {
  await cluster.stop();
}
