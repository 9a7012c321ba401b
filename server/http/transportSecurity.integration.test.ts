import { afterEach, describe, expect, it } from "vitest";
import { startApiServer, validMessage, type ApiServer } from "../../tests/support/apiServer";
import { requestAs, startProxy } from "../../tests/support/proxyRequests";

const site = "www.auditready.example";
const hsts = "strict-transport-security";

describe("HTTPS behind a proxy", () => {
  let server: ApiServer | undefined;
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await server?.close();
    server = undefined;
  });

  async function serve(env: Record<string, string>): Promise<ApiServer> {
    server = await startApiServer(env);
    return server;
  }

  /** A loopback proxy in front of the server that reports the given scheme, as one that ends TLS. */
  async function front(scheme: "http" | "https"): Promise<string> {
    const proxy = await startProxy(server?.baseURL ?? "", scheme);
    closers.push(proxy.close);
    return proxy.url;
  }

  it("sends HSTS on requests the trusted proxy received over HTTPS, and only those", async () => {
    await serve({ TRUSTED_PROXY_COUNT: "1" });
    const overHttps = await requestAs(await front("https"), `https://${site}/contact`);
    const overHttp = await requestAs(await front("http"), `http://${site}/contact`);
    expect(overHttps.headers[hsts]).toBe("max-age=63072000; includeSubDomains");
    expect(overHttp.headers[hsts]).toBeUndefined();
    expect(overHttp.status).toBe(overHttps.status);
  });

  it("ignores a forged X-Forwarded-Proto when no proxy is trusted", async () => {
    const { baseURL } = await serve({ FORCE_HTTPS: "1" });
    const forged = await requestAs(baseURL, `http://${site}/contact`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(forged.status).toBe(301);
    expect(forged.headers[hsts]).toBeUndefined();
  });

  it("takes the scheme the trusted proxy appended, not one the client put before it", async () => {
    await serve({ TRUSTED_PROXY_COUNT: "1", FORCE_HTTPS: "1" });
    const forged = await requestAs(await front("http"), `http://${site}/`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    expect(forged.status).toBe(301);
    expect(forged.headers[hsts]).toBeUndefined();
  });

  it("moves plain-HTTP page loads to the same address over HTTPS with a 301", async () => {
    await serve({ TRUSTED_PROXY_COUNT: "1", FORCE_HTTPS: "1" });
    const httpFront = await front("http");
    for (const method of ["GET", "HEAD"]) {
      const answer = await requestAs(httpFront, `http://${site}/nl/contact?ref=mail#form`, {
        method,
      });
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe(`https://${site}/nl/contact?ref=mail`);
    }
    const page = await requestAs(await front("https"), `https://${site}/nl/contact?ref=mail`);
    expect(page.status).not.toBe(301);
    expect(page.headers[hsts]).toBeDefined();
  });

  it("refuses a plain-HTTP post with a 403 that says where to send it, and stores nothing", async () => {
    const running = await serve({ TRUSTED_PROXY_COUNT: "1", FORCE_HTTPS: "1" });
    const answer = await requestAs(await front("http"), `http://${site}/api/emailSender`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "nl" },
    });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({
      message: `Deze site neemt gegevens alleen aan via een beveiligde verbinding. Verstuur de aanvraag opnieuw naar https://${site}/api/emailSender.`,
    });
    expect(await running.api.stores.messages.counts()).toEqual({ pending: 0, failed: 0, held: 0 });
  });

  it("accepts the same post over HTTPS", async () => {
    await serve({ TRUSTED_PROXY_COUNT: "1", FORCE_HTTPS: "1", CORS_ALLOWED_ORIGINS: "" });
    const answer = await requestAs(await front("https"), `https://${site}/api/emailSender`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(validMessage()),
    });
    expect(answer.status).toBe(200);
  });

  it("never redirects /api/health, which monitoring probes over plain HTTP", async () => {
    const { baseURL } = await serve({ TRUSTED_PROXY_COUNT: "1", FORCE_HTTPS: "1" });
    const direct = await fetch(`${baseURL}/api/health`, { redirect: "manual" });
    const proxied = await requestAs(await front("http"), `http://${site}/api/health`);
    expect(direct.status).toBe(200);
    expect(proxied.status).toBe(200);
  });
});
