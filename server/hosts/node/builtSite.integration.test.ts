import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../../tests/e2e/support/testBuild";
import { startServer, type RunningServer } from "../../../tests/e2e/support/testServer";
import { observatoryGrade, type Retrieval } from "../../../tests/support/observatoryGrade";
import { requestAs, startProxy } from "../../../tests/support/proxyRequests";

const analyticsScript = "https://stats.example.com/script.js";
const hostname = "www.auditready.example";

/** Every SITE_* variable of the test's own environment blanked: the server must not need them. */
const noSiteVariables = Object.fromEntries(
  Object.keys(process.env)
    .filter((name) => name.startsWith("SITE_"))
    .map((name) => [name, ""]),
);

/** A production build into a temporary BUILD_DIR; node_modules is linked so its SSR step resolves. */
function buildWithAnalytics(): string {
  const buildDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  symlinkSync(path.join(repoRoot, "node_modules"), path.join(buildDir, "node_modules"));
  execFileSync("npx", ["react-router", "build"], {
    cwd: repoRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...noSiteVariables,
      SITE_ANALYTICS_SCRIPTS: analyticsScript,
      NODE_ENV: "production",
      BUILD_DIR: buildDir,
    },
  });
  return buildDir;
}

/** What the Observatory's retriever fetches: the HTTPS page, the HTTP page with its redirects, a preflight. */
async function retrieve(httpsFront: string, httpFront: string): Promise<Retrieval> {
  const https = await requestAs(httpsFront, `https://${hostname}/`);
  const httpRoute = [];
  let next = `http://${hostname}/`;
  for (let hop = 0; hop < 5; hop += 1) {
    const answer = await requestAs(next.startsWith("https:") ? httpsFront : httpFront, next);
    httpRoute.push(answer);
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status > 399 || !location) break;
    next = new URL(location, next).href;
  }
  const cors = await requestAs(httpsFront, `https://${hostname}/`, {
    method: "OPTIONS",
    headers: {
      Origin: "https://http-observatory.security.mozilla.org",
      "Access-Control-Request-Method": "GET",
    },
  });
  return { hostname, https, httpRoute, cors };
}

/** The server behind two loopback proxies, one per scheme the visitor used, and its grade. */
async function gradeBehindProxy(server: RunningServer) {
  const httpsFront = await startProxy(server.baseURL, "https");
  const httpFront = await startProxy(server.baseURL, "http");
  try {
    return observatoryGrade(await retrieve(httpsFront.url, httpFront.url));
  } finally {
    await httpsFront.close();
    await httpFront.close();
  }
}

describe("a build served by the Node server", () => {
  let buildDir = "";
  let asToday: RunningServer;
  let behindProxy: RunningServer;
  let otherEmail: RunningServer;

  beforeAll(async () => {
    buildDir = buildWithAnalytics();
    const siteDir = path.join(buildDir, "client");
    // Today's deployment: no SITE_* at serve time, no proxy settings.
    asToday = await startServer(siteDir, noSiteVariables);
    behindProxy = await startServer(siteDir, {
      ...noSiteVariables,
      TRUSTED_PROXY_COUNT: "1",
      FORCE_HTTPS: "1",
      SITE_ANALYTICS_SCRIPTS: "https://other.example.net/tracker.js",
      SITE_PRODUCT_NAME: "Another Name",
    });
    otherEmail = await startServer(siteDir, {
      ...noSiteVariables,
      SITE_EMAIL: "other@serve-time.example",
      RATE_LIMITS: "1/10m",
    });
  }, 300_000);

  afterAll(async () => {
    await asToday?.stop();
    await behindProxy?.stop();
    await otherEmail?.stop();
    if (buildDir) rmSync(buildDir, { recursive: true, force: true });
  });

  it("keeps the configuration it was built with beside the public folder, not in it", async () => {
    expect(existsSync(path.join(buildDir, "site-config.json"))).toBe(true);
    expect(existsSync(path.join(buildDir, "client", "site-config.json"))).toBe(false);
    expect((await fetch(`${asToday.baseURL}/site-config.json`)).status).toBe(404);
  });

  it("opens its pages in the visitor's browsing context group: no opener policy to force a new process", async () => {
    for (const page of ["/", "/contact", "/nl/privacy-policy"]) {
      const response = await fetch(`${asToday.baseURL}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("allows the build's analytics script in the CSP when served with an empty environment", async () => {
    const csp = (await fetch(`${asToday.baseURL}/`)).headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src"));
    expect(scriptSrc).toContain("https://stats.example.com");
    expect(asToday.output()).not.toMatch(/SITE_\w+ variables differ/);
  });

  it("keeps the build's values when SITE_* differ at serve time, and says so once, naming them", async () => {
    const page = await fetch(`${behindProxy.baseURL}/`, {
      headers: { "X-Forwarded-Proto": "https" },
    });
    const csp = page.headers.get("content-security-policy");
    expect(csp).toContain("https://stats.example.com");
    expect(csp).not.toContain("other.example.net");
    const warnings = behindProxy
      .output()
      .split("\n")
      .filter((line) => line.includes("differ from the build's"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("SITE_ANALYTICS_SCRIPTS, SITE_PRODUCT_NAME");
  });

  it("names the build's address in the JSON and the HTML refusal, not a SITE_EMAIL set at serve time", async () => {
    const contact = `${otherEmail.baseURL}/api/emailSender`;
    const message = {
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.nl",
      company: "Kaasmakerij Noord B.V.",
      message: "Could you show us the CAPA tracking?",
    };
    const json = (body: object) =>
      fetch(contact, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...body, timestamp: new Date().toISOString() }),
      });
    expect((await json(message)).status).toBe(200);
    const refused = await json({ ...message, message: "A second question." });
    expect(refused.status).toBe(429);
    const refusal = ((await refused.json()) as { message: string }).message;
    const page = await fetch(contact, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...message, message: "A third question." }).toString(),
    });
    expect(page.status).toBe(429);
    const html = await page.text();
    for (const answer of [refusal, html]) {
      expect(answer).toContain("hello@auditready.example");
      expect(answer).not.toContain("other@serve-time.example");
    }
    expect(otherEmail.output()).toMatch(/differ from the build.s and are ignored: SITE_EMAIL\./);
  });

  it("refuses to start without the build's site settings, and says where it looked", async () => {
    const bare = mkdtempSync(path.join(tmpdir(), "no-site-config-"));
    try {
      const start = startServer(path.join(bare, "client"), noSiteVariables);
      await expect(start).rejects.toThrow(/No site settings at .*site-config\.json/);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("earns at least A+ (110) from the HTTP Observatory's tests behind a trusted TLS proxy", async () => {
    const before = await gradeBehindProxy(asToday);
    const after = await gradeBehindProxy(behindProxy);
    console.info(
      `HTTP Observatory: before ${before.grade} (${before.score}), after ${after.grade} (${after.score})`,
    );
    expect(after.results, JSON.stringify(after.results)).toMatchObject({
      strictTransportSecurityTest: "hsts-implemented-max-age-at-least-six-months",
      redirectionTest: "redirection-to-https",
    });
    expect(after.score).toBeGreaterThanOrEqual(110);
    expect(after.grade).toBe("A+");
    expect(before.results.redirectionTest).toBe("redirection-missing");
    expect(before.score).toBeLessThan(after.score);
  });
});
