import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "./requestContext";
import { serveSite } from "./serveSite";
import { loadSiteFiles, type SiteFile } from "./siteFiles";

const script = `console.log(${JSON.stringify("a line of the site's script ".repeat(40))});\n`;
const dir = mkdtempSync(path.join(tmpdir(), "serve-site-"));
let files: Map<string, SiteFile>;
let app: Hono<AppEnv>;

beforeAll(async () => {
  writeFileSync(path.join(dir, "app.js"), script);
  writeFileSync(path.join(dir, "tiny.js"), "export {};\n");
  writeFileSync(path.join(dir, "image.png"), Buffer.alloc(2048, 7));
  files = await loadSiteFiles(dir);
  app = new Hono<AppEnv>().get("*", serveSite(files, { scriptOrigins: [], connectOrigins: [] }));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (urlPath: string, acceptEncoding: string) =>
  app.request(urlPath, { headers: { "Accept-Encoding": acceptEncoding } });

describe("the site's files, compressed when first asked for", () => {
  it("sends a text file in Brotli or gzip as the browser accepts, the same text either way", async () => {
    const br = await get("/app.js", "gzip, deflate, br");
    expect(br.headers.get("content-encoding")).toBe("br");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(script);

    const gzip = await get("/app.js", "gzip");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const plain = await get("/app.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("compresses a file once, whatever the number of requests", async () => {
    const file = files.get("/app.js");
    expect(file?.encoded("br")).toBe(file?.encoded("br"));
    expect(file?.encoded("gzip")).toBe(file?.encoded("gzip"));
  });

  it("sends small files and images as they are", async () => {
    for (const urlPath of ["/tiny.js", "/image.png"]) {
      const response = await get(urlPath, "br, gzip");
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await response.arrayBuffer())).toEqual(files.get(urlPath)?.body);
    }
  });
});
