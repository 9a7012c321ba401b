import { describe, expect, it } from "vitest";
import { readServerConfig, retiredSettingWarnings } from "./serverConfig";
import { defaultBuiltSite } from "../../tests/support/builtSite";
import { bookingSecret } from "../../tests/support/bookingSecret";

describe("server settings", () => {
  it("start with working defaults from an empty environment", () => {
    const config = readServerConfig({}, defaultBuiltSite);
    expect(config.port).toBe(3000);
    expect(config.transport).toEqual({ trustedProxyCount: 0, forceHttps: false });
    expect(config.mail.confirmation).toBe(false);
    expect(config.contact.rateLimits).toHaveLength(2);
    expect(config.storageTimeoutMs).toBe(5000);
    expect(config.healthTimeoutMs).toBe(2000);
    expect(config.http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5000,
    });
  });

  it("send every signed link to LINK_ORIGIN, bookings or not; BOOKING_LINK_ORIGIN still works; else the build's origin", () => {
    const linkOrigin = (env: Record<string, string>) =>
      readServerConfig(env, defaultBuiltSite).linkOrigin;
    const built = new URL(defaultBuiltSite.contactEndpoint, defaultBuiltSite.siteOrigin).origin;
    expect(linkOrigin({})).toBe(built);
    expect(linkOrigin({ LINK_ORIGIN: "http://localhost:3000" })).toBe("http://localhost:3000");
    expect(linkOrigin({ BOOKING_LINK_ORIGIN: "http://127.0.0.1:3000" })).toBe(
      "http://127.0.0.1:3000",
    );
    const both = { LINK_ORIGIN: "http://localhost:3000", BOOKING_LINK_ORIGIN: "http://127.0.0.1" };
    expect(linkOrigin(both)).toBe("http://localhost:3000");
    const booking = { BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: "team.ics" };
    expect(linkOrigin({ ...booking, LINK_ORIGIN: "http://localhost:3000" })).toBe(
      "http://localhost:3000",
    );
    const refused = {
      "https://www.example.com/api": /without a path/,
      "http://www.example.com": /must use https/,
      "localhost:3000": /http\(s\)/,
    };
    for (const [value, message] of Object.entries(refused)) {
      expect(() => linkOrigin({ LINK_ORIGIN: value })).toThrow(message);
      expect(() => linkOrigin({ BOOKING_LINK_ORIGIN: value })).toThrow(message);
    }
  });

  it("read the words for yes and no the site's settings read", () => {
    const config = readServerConfig(
      {
        FORCE_HTTPS: "Yes",
        MAIL_CONFIRMATION: "on",
        TRUSTED_PROXY_COUNT: "2",
      },
      defaultBuiltSite,
    );
    expect(config.transport).toEqual({ trustedProxyCount: 2, forceHttps: true });
    expect(config.contact.trustedProxyCount).toBe(2);
    expect(config.mail.confirmation).toBe(true);
    expect(readServerConfig({ FORCE_HTTPS: "off" }, defaultBuiltSite).transport.forceHttps).toBe(
      false,
    );
  });

  it.each([
    ["FORCE_HTTPS", "ture"],
    ["MAIL_CONFIRMATION", "yess"],
    ["TRUSTED_PROXY_COUNT", "one"],
    ["TRUSTED_PROXY_COUNT", "-1"],
    ["PORT", "70000"],
    ["OUTBOX_POLL_MS", "5"],
    ["LOG_LEVEL", "loud"],
    ["MAIL_INBOX_LANG", "xx"],
    ["CORS_ALLOWED_ORIGINS", "www.example.com"],
    ["RATE_LIMITS", "5/minute"],
    ["FLOOD_PER_HOUR", "0"],
    ["FLOOD_PLAIN_PER_HOUR", "a few"],
    // A storage deadline at or past the browser's 10 s would let a late 200 come after it gave up.
    ["STORAGE_TIMEOUT_MS", "10000"],
    ["REQUEST_TIMEOUT_MS", "500"],
  ])("refuse %s=%s with a message naming the variable and the value", (name, value) => {
    expect(() => readServerConfig({ [name]: value }, defaultBuiltSite)).toThrow(
      new RegExp(`${name} .*"${value.replace(/[.+/]/g, "\\$&")}"`),
    );
  });

  it("hold messages past 10 an hour with a proof and 3 from the plain form, unless turned off", () => {
    expect(readServerConfig({}, defaultBuiltSite).contact.floodLimits).toEqual({
      proven: 10,
      plain: 3,
    });
    const set = { FLOOD_PER_HOUR: "40", FLOOD_PLAIN_PER_HOUR: "Off" };
    expect(readServerConfig(set, defaultBuiltSite).contact.floodLimits).toEqual({
      proven: 40,
      plain: null,
    });
  });

  it("refuse a PROOF_SECRET shorter than 32 characters, naming its length but never its value", () => {
    const read = () => readServerConfig({ PROOF_SECRET: "guessable-secret" }, defaultBuiltSite);
    expect(read).toThrow(/PROOF_SECRET must be at least 32 characters.*has 16/);
    expect(read).not.toThrow(/guessable/);
    expect(readServerConfig({}, defaultBuiltSite).contact.proofSecret).toBe("");
  });

  it("name every wrong variable in one message", () => {
    expect(() => readServerConfig({ FORCE_HTTPS: "ture", PORT: "http" }, defaultBuiltSite)).toThrow(
      /Invalid server settings:\n {2}PORT .*\n {2}FORCE_HTTPS /,
    );
  });

  it("offer no booking without a calendar, and read one from BOOKING_CALENDAR_FILE", () => {
    expect(readServerConfig({ BOOKING_SLOT_MINUTES: "45" }, defaultBuiltSite).booking).toBeNull();
    const config = readServerConfig(
      { BOOKING_SECRET: bookingSecret, BOOKING_CALENDAR_FILE: "data/calendar.ics" },
      defaultBuiltSite,
      "/srv/site",
    );
    expect(config.booking?.calendar).toEqual({
      kind: "icsFile",
      path: "/srv/site/data/calendar.ics",
    });
  });

  it("name wrong booking settings in the same message as the others", () => {
    expect(() =>
      readServerConfig({ PORT: "http", BOOKING_TIMEZONE: "+01:00" }, defaultBuiltSite),
    ).toThrow(/Invalid server settings:\n {2}PORT .*\n {2}BOOKING_TIMEZONE /);
  });

  it("say that HSTS is retired and what replaced it, only when it is set", () => {
    expect(retiredSettingWarnings({ HSTS: "1" })).toEqual([
      expect.stringMatching(/HSTS is no longer read.*TRUSTED_PROXY_COUNT/),
    ]);
    expect(retiredSettingWarnings({})).toEqual([]);
  });
});
