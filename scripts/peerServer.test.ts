import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPeerServer, staticFileFor } from "./peerServer";

describe("the static host for the reference build", () => {
  it("answers a page's path with its folder's index.html, with or without the slash", () => {
    const files = new Map([
      ["/index.html", 1],
      ["/contact/index.html", 1],
      ["/favicon.svg", 1],
    ]);
    expect(staticFileFor("/", files)).toBe("/index.html");
    expect(staticFileFor("/contact", files)).toBe("/contact/index.html");
    expect(staticFileFor("/contact/", files)).toBe("/contact/index.html");
    expect(staticFileFor("/favicon.svg", files)).toBe("/favicon.svg");
    expect(staticFileFor("/nothing", files)).toBeNull();
  });

  describe("on loopback", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "peer-build-"));
    const page = `<!doctype html><p>${"The same copy as ours. ".repeat(40)}</p>`;
    let server: Awaited<ReturnType<typeof startPeerServer>>;

    beforeAll(async () => {
      mkdirSync(path.join(dir, "contact"));
      mkdirSync(path.join(dir, "_astro"));
      writeFileSync(path.join(dir, "index.html"), page);
      writeFileSync(path.join(dir, "contact/index.html"), page);
      writeFileSync(path.join(dir, "_astro/page.Ab12.css"), `p{color:red}${" ".repeat(600)}`);
      writeFileSync(path.join(dir, "404.html"), "<!doctype html><p>Not here</p>");
      server = await startPeerServer(dir);
    });
    afterAll(async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it("sends pages brotli'd and revalidated, as a static host with compression does", async () => {
      const response = await fetch(`${server.baseURL}/contact`, {
        headers: { "Accept-Encoding": "br, gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(page);
    });

    it("marks the hashed files immutable", async () => {
      const response = await fetch(`${server.baseURL}/_astro/page.Ab12.css`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-type")).toMatch(/^text\/css/);
    });

    it("answers an unknown path with the build's 404 page", async () => {
      const response = await fetch(`${server.baseURL}/no-such-page`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Not here");
    });
  });
});
