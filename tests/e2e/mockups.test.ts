import { writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import landingCopy from "@content/pages/home.json";
import { translator } from "../../common/i18n/translate";
import { pathFor } from "../../common/pagePaths";
import { readSiteConfig } from "../../common/siteConfig";
import { artifactPath, baseURL, fileBrowser, openPage } from "./support/browser";
import { testSiteEnv } from "./support/testBuild";

const product = readSiteConfig(testSiteEnv).productName;
const mockups = [
  { section: "#home", name: "dashboard", altKey: "dashboardAlt" },
  { section: "#ai-insights", name: "ai-assistant", altKey: "insightsAlt" },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await fileBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Shown {
  alt: string;
  /** The rendition the browser picked, and every file the picture offers. */
  currentSrc: string;
  offered: string[];
}

async function shownMockup(page: Page, section: string): Promise<Shown> {
  const img = page.locator(`${section} picture img`);
  await img.scrollIntoViewIfNeeded();
  await img.evaluate((element: HTMLImageElement) => element.decode());
  return img.evaluate((element: HTMLImageElement) => {
    const sets = [...(element.parentElement?.querySelectorAll("source, img") ?? [])].map(
      (candidate) => candidate.getAttribute("srcset") ?? "",
    );
    return {
      alt: element.alt,
      currentSrc: new URL(element.currentSrc).pathname,
      offered: sets.flatMap((set) =>
        set.split(",").map((entry) => entry.trim().split(" ")[0] ?? ""),
      ),
    };
  });
}

async function bytes(url: string): Promise<Buffer> {
  const response = await fetch(`${baseURL()}${url}`);
  expect(response.status, url).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("product mock-ups in the page's language", () => {
  it("shows the Dutch home page its own Dutch images, described in Dutch", async () => {
    const shown: Record<"en" | "nl", Shown[]> = { en: [], nl: [] };
    for (const lang of ["en", "nl"] as const) {
      const { page, errors, close } = await openPage(browser, {
        viewport: { width: 1280, height: 800 },
      });
      await page.goto(pathFor("home", lang));
      for (const mockup of mockups) {
        shown[lang].push(await shownMockup(page, mockup.section));
        if (lang === "nl") {
          // For a reviewer's eyes: the Dutch mock-ups as the page shows them.
          await page
            .locator(`${mockup.section} picture img`)
            .screenshot({ path: artifactPath(`mockup-nl-${mockup.name}.png`) });
        }
      }
      expect(errors).toEqual([]);
      await close();
    }

    const t = translator(landingCopy, "nl");
    for (const [index, mockup] of mockups.entries()) {
      const [en, nl] = [shown.en[index], shown.nl[index]];
      if (!en || !nl) throw new Error(`${mockup.name} is missing`);
      expect(nl.alt).toBe(t(mockup.altKey, { product }));
      expect(nl.alt).not.toBe(en.alt);

      // No file is shared between the languages, and the ones shown differ in content too.
      expect(nl.offered.filter((url) => en.offered.includes(url))).toEqual([]);
      const [enFile, nlFile] = [await bytes(en.currentSrc), await bytes(nl.currentSrc)];
      expect(nlFile.equals(enFile)).toBe(false);
      writeFileSync(
        artifactPath(
          `mockup-nl-${mockup.name}-file${nl.currentSrc.slice(nl.currentSrc.lastIndexOf("."))}`,
        ),
        nlFile,
      );

      // Every Dutch rendition exists and is no heavier than its English counterpart.
      for (const url of nl.offered) {
        const english = url.replace(`${mockup.name}-nl-`, `${mockup.name}-en-`);
        expect(en.offered).toContain(english);
        expect((await bytes(url)).length, url).toBeLessThanOrEqual((await bytes(english)).length);
      }
    }
  });
});
