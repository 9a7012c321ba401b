import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

export interface SiteFile {
  body: Buffer;
  /** Text worth compressing (over 512 bytes): `encoded` gives it in Brotli or gzip. */
  compressible: boolean;
  /** The body compressed, on the first request for that encoding, then kept. */
  encoded: (encoding: Encoding) => Buffer;
  contentType: string;
  etag: string;
  /** Vite's content-hashed output under /assets/, safe to cache forever. */
  immutable: boolean;
  /** SHA-256 sources of the inline scripts of an HTML page, for its Content-Security-Policy. */
  inlineScriptHashes: string[];
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  // React Router's prerendered route data, fetched on client-side navigation.
  ".data": "text/x-script; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const source = match[1] ?? "";
    if (source.trim()) {
      hashes.push(`'sha256-${createHash("sha256").update(source).digest("base64")}'`);
    }
  }
  return hashes;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** How to send `file` to a browser that accepts `acceptEncoding`: Brotli, gzip, or as it is. */
export function encodingFor(file: SiteFile, acceptEncoding: string): Encoding | null {
  if (!file.compressible) return null;
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

function encodedOnce(body: Buffer): (encoding: Encoding) => Buffer {
  const kept: Partial<Record<Encoding, Buffer>> = {};
  return (encoding) => (kept[encoding] ??= compressors[encoding](body));
}

/**
 * The whole build is small (well under a few MB), so it is read once at start-up, and a file is
 * compressed the first time it is asked for in an encoding: every later request is a map lookup,
 * with no disk I/O or per-request zlib. Compressing the whole build up front took more than a
 * second of processor time at every start, mostly for files a given server never sends.
 */
export async function loadSiteFiles(siteDir: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  for (const file of await listFiles(siteDir)) {
    const urlPath = `/${path.relative(siteDir, file).split(path.sep).join("/")}`;
    const body = await readFile(file);
    const contentType =
      contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    files.set(urlPath, {
      body,
      compressible: compressible.test(contentType) && body.length > 512,
      encoded: encodedOnce(body),
      contentType,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      immutable: urlPath.startsWith("/assets/"),
      inlineScriptHashes: contentType.startsWith("text/html")
        ? inlineScriptHashes(body.toString("utf8"))
        : [],
    });
  }
  return files;
}
