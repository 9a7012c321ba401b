import Database from "better-sqlite3";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../tests/integration/postgresCluster";
import { leadsCli, startApiServer, type ApiServer } from "../../tests/support/apiServer";
import { until } from "../../tests/support/until";
import { startRetention } from "../delivery/retention";
import { loadSiteFiles, type SiteFile } from "../http/siteFiles";
import { dailyVisitCap, oldestKeptVisitDay, visitDay } from "./visitCountStatements";

const browser =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const siteOrigin = "https://www.auditready.example";
const dir = mkdtempSync(path.join(tmpdir(), "visits-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build's pages and one asset, as the server serves them. */
async function siteFiles(): Promise<Map<string, SiteFile>> {
  const siteDir = path.join(dir, "site");
  const pages = ["", "contact", "nl/contact", "404", "nl/404"];
  for (const page of pages) {
    mkdirSync(path.join(siteDir, page), { recursive: true });
    writeFileSync(path.join(siteDir, page, "index.html"), `<!doctype html><title>${page}</title>`);
  }
  mkdirSync(path.join(siteDir, "assets"));
  writeFileSync(path.join(siteDir, "assets", "app.js"), "console.log(1)");
  return loadSiteFiles(siteDir);
}

/** One statement straight on the server's database, around the storage. */
async function query(
  server: ApiServer,
  sql: string,
  params: (string | number)[] = [],
): Promise<Record<string, unknown>[]> {
  if (!server.databaseUrl) {
    const db = new Database(path.join(server.dataDir, "messages.sqlite"));
    try {
      const statement = db.prepare(sql);
      if (!statement.reader) return (statement.run(...params), []);
      return statement.all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const numbered = sql.replace(
      /\?/g,
      (() => {
        let n = 0;
        return () => `$${++n}`;
      })(),
    );
    return (await client.query(numbered, params)).rows;
  } finally {
    await client.end();
  }
}

/** Every stored row with every column the table has. */
const storedRows = async (server: ApiServer) =>
  (await query(server, "SELECT * FROM visit_counts ORDER BY page, lang")).map((row) => ({
    ...row,
    count: Number(row.count),
  }));

const view = (server: ApiServer, urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseURL}${urlPath}`, { headers: { "User-Agent": browser, ...headers } });

const beacon = (server: ApiServer, urlPath: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseURL}/api/visit`, {
    method: "POST",
    body: urlPath,
    headers: {
      "Content-Type": "text/plain",
      Origin: siteOrigin,
      "User-Agent": browser,
      ...headers,
    },
  });

/** Waits until `page` in `lang` has a count today; returns today's counts. */
async function untilCounted(server: ApiServer, page: string, lang: string) {
  const today = visitDay(Date.now());
  const rows = () => server.api.stores.visits.visitCounts(today, today);
  await until(async () => (await rows()).some((r) => r.page === page && r.lang === lang), {
    what: `a count of ${page} (${lang})`,
  });
  return rows();
}

const backends = [
  { name: "SQLite", env: async (): Promise<Record<string, string>> => ({}) },
  {
    name: "PostgreSQL",
    env: async () => ({ DATABASE_URL: await createDatabase(inject("postgresUrl"), "visits") }),
  },
];

let files: Map<string, SiteFile>;
beforeAll(async () => {
  files = await siteFiles();
});

describe.each(backends)("visit counts on $name", ({ env }) => {
  it("counts a page served once, under its route and language, with nothing else stored", async () => {
    const server = await startApiServer(
      { ...(await env()), SMTP_URL: "smtp://127.0.0.1:1" },
      files,
    );
    try {
      expect((await view(server, "/contact?utm_source=newsletter&gclid=abc")).status).toBe(200);
      await untilCounted(server, "/contact", "en");
      const today = visitDay(Date.now());
      expect(await storedRows(server)).toEqual([
        { day: today, page: "/contact", lang: "en", count: 1 },
      ]);
      const { stdout } = await leadsCli(server, [
        "visits",
        "--from",
        today,
        "--to",
        today,
        "--json",
      ]);
      expect(JSON.parse(stdout)).toEqual([{ day: today, page: "/contact", lang: "en", count: 1 }]);
    } finally {
      await server.close();
    }
  });

  it("leaves out HEAD, assets, prefetches, prerenders and bots; unknown paths share one key", async () => {
    const server = await startApiServer(
      { ...(await env()), SMTP_URL: "smtp://127.0.0.1:1" },
      files,
    );
    try {
      expect((await fetch(`${server.baseURL}/contact`, { method: "HEAD" })).status).toBe(200);
      expect((await view(server, "/assets/app.js")).status).toBe(200);
      await view(server, "/contact", { "Sec-Purpose": "prefetch" });
      await view(server, "/contact", { "Sec-Purpose": "prefetch;prerender" });
      await view(server, "/contact", { Purpose: "prefetch" });
      await view(server, "/contact", {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      });
      await view(server, "/contact", { "User-Agent": "" });
      expect((await view(server, "/wp-login.php")).status).toBe(404);
      expect((await view(server, "/nl/.env")).status).toBe(404);
      expect((await view(server, "/nl/admin/config")).status).toBe(404);
      expect((await view(server, "/nl/contact")).status).toBe(200);

      const rows = await untilCounted(server, "/contact", "nl");
      await untilCounted(server, "not-found", "en");
      await until(async () => (await untilCounted(server, "not-found", "nl")).at(-1)?.count === 2);
      expect(
        (await server.api.stores.visits.visitCounts("2000-01-01", "2999-12-31")).map(
          ({ page, lang, count }) => [page, lang, count],
        ),
      ).toEqual([
        ["/contact", "nl", 1],
        ["not-found", "en", 1],
        ["not-found", "nl", 2],
      ]);
      expect(rows.some((row) => row.page === "/contact" && row.lang === "en")).toBe(false);
    } finally {
      await server.close();
    }
  });

  it("counts a static host's pages by their beacon, and never a page the server served as well", async () => {
    const server = await startApiServer(
      {
        ...(await env()),
        SMTP_URL: "smtp://127.0.0.1:1",
        SITE_CONTACT_ENDPOINT: "https://api.auditready.example/api/emailSender",
        CORS_ALLOWED_ORIGINS: siteOrigin,
      },
      files,
    );
    try {
      expect((await view(server, "/contact")).status).toBe(200);
      expect(
        (await beacon(server, "/nl/contact", { Origin: "https://elsewhere.example" })).status,
      ).toBe(403);
      expect((await beacon(server, "/contact", { "User-Agent": "curl/8.5.0" })).status).toBe(204);
      expect((await beacon(server, "/nl/contact/")).status).toBe(204);

      const rows = await untilCounted(server, "/contact", "nl");
      expect(rows.map(({ page, lang, count }) => [page, lang, count])).toEqual([
        ["/contact", "nl", 1],
      ]);
    } finally {
      await server.close();
    }
  });

  it("deletes counts older than 25 months at the retention run, and stops a row at its cap", async () => {
    const server = await startApiServer({ ...(await env()), SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const { stores, sweeps } = server.api;
      const now = Date.UTC(2029, 4, 15, 12);
      const kept = oldestKeptVisitDay(now);
      expect(kept).toBe("2027-04-15");
      for (const day of ["2027-04-14", kept, "2029-05-15"]) {
        await stores.visits.countVisit({ day, page: "/", lang: "en" });
      }
      const retention = startRetention(sweeps, pino({ level: "silent" }), () => now);
      await retention.done;
      retention.stop();
      expect(
        (await stores.visits.visitCounts("2000-01-01", "2999-12-31")).map((r) => r.day),
      ).toEqual([kept, "2029-05-15"]);

      await query(
        server,
        "INSERT INTO visit_counts (day, page, lang, count) VALUES ('2029-05-16', '/contact', 'nl', ?)",
        [dailyVisitCap - 1],
      );
      for (let n = 0; n < 3; n += 1) {
        await stores.visits.countVisit({ day: "2029-05-16", page: "/contact", lang: "nl" });
      }
      expect(await stores.visits.visitCounts("2029-05-16", "2029-05-16")).toEqual([
        { day: "2029-05-16", page: "/contact", lang: "nl", count: dailyVisitCap },
      ]);
    } finally {
      await server.close();
    }
  });
});
