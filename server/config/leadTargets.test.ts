import { describe, expect, it } from "vitest";
import { parseLeadWebhooks, parseSlackWebhookUrl } from "./leadTargets";
import { readServerConfig } from "./serverConfig";
import { defaultBuiltSite } from "../../tests/support/builtSite";

const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("LEAD_WEBHOOKS", () => {
  it("reads space-separated url|secret targets, each with a stable key and a label without its path", () => {
    const targets = parseLeadWebhooks(
      `https://crm.example/hooks/T0KEN|${secret}   http://127.0.0.1:8080/in|${secret}`,
    );
    expect(targets.map((t) => t.url)).toEqual([
      "https://crm.example/hooks/T0KEN",
      "http://127.0.0.1:8080/in",
    ]);
    expect(targets[0]?.label).toMatch(/^https:\/\/crm\.example #[0-9a-f]{8}$/);
    expect(parseLeadWebhooks(`https://crm.example/hooks/T0KEN|${secret}`)[0]?.key).toBe(
      targets[0]?.key,
    );
    expect(targets[0]?.key).not.toBe(targets[1]?.key);
  });

  it("is empty when unset", () => {
    expect(readServerConfig({}, defaultBuiltSite).leads).toEqual({
      webhooks: [],
      slack: null,
      teams: null,
    });
  });

  it("takes TEAMS_WEBHOOK_URL as Slack's: https, plain http only to this machine", () => {
    const teams = (url: string) => readServerConfig({ TEAMS_WEBHOOK_URL: url }, defaultBuiltSite);
    expect(
      teams("https://prod.westeurope.logic.azure.com/workflows/abc").leads.teams,
    ).toMatchObject({
      label: expect.stringMatching(/^https:\/\/prod\.westeurope\.logic\.azure\.com #\w{8}$/),
    });
    expect(() => teams("http://teams.example/hook")).toThrow(
      /TEAMS_WEBHOOK_URL: .* must use https/,
    );
  });

  it.each([
    ["https://crm.example/hook", /must look like "https:\/\/host\/path\|whsec_\.\.\."/],
    [`crm.example/hook|${secret}`, /must be absolute URLs/],
    [`http://crm.example/hook|${secret}`, /must use https/],
    ["https://crm.example/hook|not-a-secret", /Standard Webhooks secret/],
    ["https://crm.example/hook|whsec_c2hvcnQ=", /24 to 64 bytes/],
    [`https://a.example/x|${secret} https://a.example/x|${secret}`, /same URL twice/],
  ])("refuses %s at start with a clear message", (raw, message) => {
    expect(() => readServerConfig({ LEAD_WEBHOOKS: raw }, defaultBuiltSite)).toThrow(message);
  });

  it("never repeats a secret or a URL's path in its messages", () => {
    const leaky = `http://crm.example/hooks/T0KEN|${secret}`;
    expect(() => parseLeadWebhooks(leaky)).toThrow(/crm\.example/);
    try {
      parseLeadWebhooks(leaky);
    } catch (error) {
      expect(String(error)).not.toContain("T0KEN");
      expect(String(error)).not.toContain(secret.slice(6));
    }
    try {
      parseLeadWebhooks("https://crm.example/hooks/T0KEN|whsec_S3CRET");
    } catch (error) {
      expect(String(error)).not.toContain("S3CRET");
      expect(String(error)).not.toContain("T0KEN");
    }
  });
});

describe("LEAD_SLACK_WEBHOOK_URL", () => {
  it("keeps the URL and logs only its origin", () => {
    const slack = parseSlackWebhookUrl("https://hooks.slack.com/services/T0/B0/XYZ");
    expect(slack?.url).toBe("https://hooks.slack.com/services/T0/B0/XYZ");
    expect(slack?.label).toMatch(/^https:\/\/hooks\.slack\.com #[0-9a-f]{8}$/);
    expect(parseSlackWebhookUrl(" ")).toBeNull();
    expect(() => parseSlackWebhookUrl("http://hooks.slack.com/services/x")).toThrow(/https/);
  });
});
