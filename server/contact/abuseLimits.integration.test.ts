import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  postJson,
  startApiServer,
  validMessage,
  type ApiServer,
} from "../../tests/support/apiServer";

describe("rate limits with the product defaults (5 per 10 minutes)", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({ SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(() => server.close());

  it("refuses the sixth message within 10 minutes with 429, Retry-After and a translated message", async () => {
    for (let i = 0; i < 5; i++)
      expect((await postJson(server.url, validMessage())).status).toBe(200);
    const sixth = await postJson(server.url, validMessage(), { "Accept-Language": "nl" });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await sixth.json()) as { message: string }).message).toMatch(
      /^U heeft in korte tijd meerdere berichten verstuurd\. Probeer het over 10 minuten opnieuw/,
    );
    expect((await server.api.stores.messages.list({})).length).toBe(5);
  });
});

describe("behind one trusted proxy", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({
      SMTP_URL: "smtp://127.0.0.1:1",
      TRUSTED_PROXY_COUNT: "1",
      RATE_LIMITS: "2/10m",
    });
  });
  afterAll(() => server.close());

  const from = (chain: string) =>
    postJson(server.url, validMessage(), { "X-Forwarded-For": chain });

  it("limits each client address the proxy reports, and ignores forged entries left of it", async () => {
    expect((await from("203.0.113.7")).status).toBe(200);
    expect((await from("203.0.113.7")).status).toBe(200);
    expect((await from("203.0.113.7")).status).toBe(429);
    expect((await from("198.51.100.1, 203.0.113.7")).status).toBe(429);
    expect((await from("203.0.113.8")).status).toBe(200);
  });

  it("stores a keyed hash of the address, never the address", async () => {
    const messages = await server.api.stores.messages.list({});
    const hashes = new Set(messages.map((m) => m.clientHash));
    expect(hashes.size).toBe(2);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("cross-origin requests", () => {
  let server: ApiServer;
  beforeAll(async () => {
    server = await startApiServer({
      SMTP_URL: "smtp://127.0.0.1:1",
      RATE_LIMITS: "off",
      CORS_ALLOWED_ORIGINS: "https://partner.example",
    });
  });
  afterAll(() => server.close());

  it("answers the preflight of an allowed origin", async () => {
    const response = await fetch(server.url, {
      method: "OPTIONS",
      headers: {
        Origin: "https://partner.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type, idempotency-key",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.example");
    expect(response.headers.get("Access-Control-Allow-Methods")).toContain("POST");
    expect(response.headers.get("Access-Control-Allow-Headers")).toContain("Idempotency-Key");
  });

  it("accepts a message from an allowed origin and from the same origin", async () => {
    const partner = await postJson(server.url, validMessage(), {
      Origin: "https://partner.example",
    });
    expect(partner.status).toBe(200);
    expect(partner.headers.get("Access-Control-Allow-Origin")).toBe("https://partner.example");
    const own = await postJson(server.url, validMessage(), { Origin: server.baseURL });
    expect(own.status).toBe(200);
  });

  it("refuses the preflight and the post of any other origin with 403", async () => {
    const preflight = await fetch(server.url, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBeNull();
    const post = await postJson(server.url, validMessage(), {
      Origin: "https://partner.example.evil.example",
    });
    expect(post.status).toBe(403);
    expect((await server.api.stores.messages.list({})).length).toBe(2);
  });
});
