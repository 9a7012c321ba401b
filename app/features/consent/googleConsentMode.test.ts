import { describe, expect, it } from "vitest";
import { consentModeSignals, createGoogleConsentMode } from "./googleConsentMode";

function fakeWindow() {
  const appended: { src?: string }[] = [];
  const doc = {
    cookie: "",
    location: { hostname: "www.auditready.example", pathname: "/" },
    createElement: () => ({}),
    head: { append: (element: { src?: string }) => appended.push(element) },
  };
  const win = { document: doc } as unknown as Window & { dataLayer?: unknown[] };
  return { win, appended };
}

const commands = (win: { dataLayer?: unknown[] }) =>
  (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("Google Consent Mode v2", () => {
  it("maps marketing to the three ad signals and analytics to analytics_storage", () => {
    expect(consentModeSignals({ analytics: true, marketing: false, preferences: true })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
    expect(consentModeSignals({ analytics: false, marketing: true, preferences: false })).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "denied",
    });
  });

  it("queues all-denied defaults before the tag exists and loads the tag only after consent", () => {
    const { win, appended } = fakeWindow();
    const update = createGoogleConsentMode("G-TEST123", win);
    expect(commands(win)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        },
      ],
    ]);
    expect(appended).toEqual([]);

    update({ analytics: false, marketing: false, preferences: true });
    expect(appended).toEqual([]);

    update({ analytics: true, marketing: false, preferences: true });
    const sent = commands(win);
    expect(sent.at(-3)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted", ad_storage: "denied" }),
    ]);
    expect(sent.at(-1)).toEqual(["config", "G-TEST123"]);
    expect(appended.map((element) => element.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    ]);

    update({ analytics: false, marketing: false, preferences: false });
    expect(commands(win).at(-1)).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "denied" }),
    ]);
    expect(appended).toHaveLength(1);
  });

  it("pushes arguments objects, the only form gtag.js reads", () => {
    const { win } = fakeWindow();
    createGoogleConsentMode("G-TEST123", win);
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });
});
