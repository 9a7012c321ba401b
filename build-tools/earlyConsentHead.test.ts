import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { parseRecord } from "../app/features/consent/consentRecord";
import { earlyConsentHead } from "./earlyConsentHead";

const options = { key: "acme_cookie_consent", revision: 3, maxAgeDays: 10 };
const dayMs = 86_400_000;

/** The inline script of the head, run against a minimal page: `<html>`, a click target, storage. */
function runHead(stored: string | null, { storageRefused = false } = {}) {
  const script = /<script>([\s\S]*)<\/script>/.exec(earlyConsentHead(options))?.[1] ?? "";
  const attributes = new Set<string>();
  const items = new Map<string, string>(stored === null ? [] : [[options.key, stored]]);
  let onClick: (event: { target: unknown }) => void = () => {};
  class Element {
    constructor(private readonly action: string) {}
    closest() {
      return this;
    }
    getAttribute() {
      return this.action;
    }
  }
  const root = {
    setAttribute: (name: string) => attributes.add(name),
    hasAttribute: (name: string) => attributes.has(name),
    ownerDocument: {
      addEventListener: (type: string, listener: typeof onClick) => {
        if (type === "click") onClick = listener;
      },
    },
  };
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
  const window = storageRefused
    ? Object.defineProperty({}, "localStorage", {
        get() {
          throw new Error("SecurityError");
        },
      })
    : { localStorage };
  runInNewContext(script, { window, document: { documentElement: root }, Element, Date, JSON });
  return {
    attributes,
    stored: () => items.get(options.key) ?? null,
    click: (action: string) => onClick({ target: new Element(action) }),
  };
}

const record = (changes: Record<string, unknown> = {}) =>
  JSON.stringify({
    essential: true,
    analytics: false,
    marketing: true,
    preferences: false,
    timestamp: Date.now() - dayMs,
    revision: 3,
    ...changes,
  });

describe("the early consent script in every page's head", () => {
  it("hides the banner before the first paint for a valid stored choice", () => {
    expect(runHead(record()).attributes.has("data-consent-chosen")).toBe(true);
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{broken"],
    ["wrong types", record({ marketing: "yes" })],
    ["another revision", record({ revision: 2 })],
    ["past the age limit", record({ timestamp: Date.now() - 11 * dayMs })],
    ["from the future", record({ timestamp: Date.now() + dayMs })],
  ])("keeps the banner for %s, as the consent store would", (_name, stored) => {
    expect(runHead(stored).attributes.has("data-consent-chosen")).toBe(false);
    expect(parseRecord(stored, options, Date.now())).toBeNull();
  });

  it("stores Accept All and Reject Non-Essential as records the store reads, and hides the banner", () => {
    for (const [action, granted] of [
      ["accept-all", true],
      ["reject-non-essential", false],
    ] as const) {
      const page = runHead(null);
      page.click(action);
      expect(parseRecord(page.stored(), options, Date.now())).toMatchObject({
        analytics: granted,
        marketing: granted,
        preferences: granted,
        revision: 3,
      });
      expect(page.attributes.has("data-consent-chosen")).toBe(true);
    }
  });

  it("remembers Customize for the app and stands down once the app is live", () => {
    const page = runHead(null);
    page.click("customize");
    expect(page.attributes.has("data-consent-customize")).toBe(true);
    page.attributes.add("data-consent-live");
    page.click("accept-all");
    expect(page.stored()).toBeNull();
  });

  it("runs without errors where storage is refused: the banner stays until a tap hides it", () => {
    const page = runHead(null, { storageRefused: true });
    expect(page.attributes.has("data-consent-chosen")).toBe(false);
    page.click("accept-all");
    expect(page.attributes.has("data-consent-chosen")).toBe(true);
  });

  it("hides the banner when scripts are off", () => {
    expect(earlyConsentHead(options)).toContain(
      "<noscript><style>[data-consent-banner]{display:none}</style></noscript>",
    );
  });
});
