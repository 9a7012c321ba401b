import type { Context } from "hono";

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

/**
 * The request body, at most `maxBytes`. With a Content-Length (what browsers send) the limit is
 * checked before reading, and the body is read straight from Node's request without building a
 * web stream (the cheap path of @hono/node-server). A chunked body is streamed and cut off as
 * soon as it passes the limit, so no size of upload is ever held in memory.
 */
export async function readBody(c: Context, maxBytes: number): Promise<BodyRead> {
  const declared = c.req.header("Content-Length");
  if (declared !== undefined && c.req.header("Transfer-Encoding") === undefined) {
    if (!/^\d+$/.test(declared) || Number(declared) > maxBytes)
      return { ok: false, tooLarge: true };
    return { ok: true, bytes: new Uint8Array(await c.req.arrayBuffer()) };
  }
  const reader = c.req.raw.body?.getReader();
  if (!reader) return { ok: true, bytes: new Uint8Array(0) };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}
