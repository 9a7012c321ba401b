import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { encodingFor, loadSiteFiles, type SiteFile } from "../server/http/siteFiles";

/**
 * The file a plain static host answers a path with: the file itself, else its folder's
 * index.html (`/contact` and `/contact/` alike); null when there is none (a 404).
 */
export function staticFileFor(urlPath: string, files: ReadonlyMap<string, unknown>): string | null {
  const candidates = [urlPath, `${urlPath.replace(/\/+$/, "")}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}

/** Astro's content-hashed output, safe to cache forever like our /assets/. */
const isHashed = (urlPath: string) => urlPath.startsWith("/_astro/");

function cacheControl(urlPath: string, file: SiteFile): string {
  if (isHashed(urlPath)) return "public, max-age=31536000, immutable";
  return file.contentType.startsWith("text/html") ? "no-cache" : "public, max-age=3600";
}

function answer(files: Map<string, SiteFile>, request: IncomingMessage, response: ServerResponse) {
  const urlPath = new URL(request.url ?? "/", "http://peer").pathname;
  const found = staticFileFor(urlPath, files);
  const filePath = found ?? "/404.html";
  const file = files.get(filePath);
  if (!file) {
    response.writeHead(404).end();
    return;
  }
  const accepted = request.headers["accept-encoding"] ?? "";
  const encoding = encodingFor(file, accepted);
  const body = encoding ? file.encoded(encoding) : file.body;
  response.writeHead(found ? 200 : 404, {
    "Content-Type": file.contentType,
    "Content-Length": body.length,
    "Cache-Control": cacheControl(filePath, file),
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * A static build served as a static host would: compressed the way our server compresses (its
 * own file loader: brotli 11 or gzip 9, made once at start), hashed files immutable, HTML
 * revalidated. Same compression on both sides, so the comparison is of the pages alone.
 */
export async function startPeerServer(dir: string) {
  const files = await loadSiteFiles(dir);
  const server = createServer((request, response) => answer(files, request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
