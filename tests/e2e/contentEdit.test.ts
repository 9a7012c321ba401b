import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exposedExpanded } from "./support/accessibility";
import carouselCopy from "@content/pages/homeCarousel.json";
import { fileBrowser, openPage, waitForHydration } from "./support/browser";
import { buildFromContent, repoRoot } from "./support/testBuild";
import { startServer, type RunningServer } from "./support/testServer";

// Issue 56 (docs/decisions/0900-content-files.md): an editor changes content/ and nothing else;
// the build shows the change, and refuses content it cannot show. Each build here reads a copy of
// the content in a temporary folder (CONTENT_DIR) and writes to another (BUILD_DIR).
type Home = Record<
  "en" | "nl",
  Record<string, unknown> & { featureCards: FeatureCard[]; problemCards: ProblemCard[] }
>;
type FeatureCard = { title: string; text: string; detail: string };
type ProblemCard = { title: string; text: string };

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the repository's content with `edit` applied to the home page's file. */
function contentWith(edit: (home: Home) => void): string {
  const dir = tempDir("content-");
  cpSync(path.join(repoRoot, "content"), dir, { recursive: true });
  const file = path.join(dir, "pages/home.json");
  const home = JSON.parse(readFileSync(file, "utf8")) as Home;
  edit(home);
  writeFileSync(file, JSON.stringify(home, null, 2));
  return dir;
}

const heroTitle = "Audit day, minus the panic";
const sixthCard = {
  en: {
    title: "Supplier portal",
    text: "Suppliers upload their own certificates.",
    detail: "Each upload lands in the right folder, with its expiry date watched.",
  },
  nl: {
    title: "Leveranciersportaal",
    text: "Leveranciers uploaden zelf hun certificaten.",
    detail: "Elke upload komt in de juiste map, en de vervaldatum wordt bewaakt.",
  },
};

const thirdProblem = {
  en: { title: "Audits that arrive all at once", text: "Three standards, three audits, one team." },
  nl: { title: "Audits die tegelijk komen", text: "Drie normen, drie audits, één team." },
};

describe("an editor's change to the content", () => {
  let clientDir = "";
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    const content = contentWith((home) => {
      home.en.heroTitle = heroTitle;
      home.en.featureCards.push(sixthCard.en);
      home.nl.featureCards.push(sixthCard.nl);
      home.en.problemCards.push(thirdProblem.en);
      home.nl.problemCards.push(thirdProblem.nl);
    });
    const buildDir = tempDir("build-");
    const build = buildFromContent(content, buildDir);
    expect(build.status, build.output).toBe(0);
    clientDir = path.join(buildDir, "client");
    [server, browser] = await Promise.all([startServer(clientDir), fileBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), browser?.close()]);
  });

  const html = (file: string) => readFileSync(path.join(clientDir, file), "utf8");
  const featureCards = (page: string) => page.split('data-testid="feature-card"').length - 1;

  it("shows the new English hero title on the English home page only", () => {
    expect(html("index.html")).toContain(`>${heroTitle}</h1>`);
    expect(html("nl/index.html")).not.toContain(heroTitle);
  });

  it("adds the sixth feature card to the home page of every language", () => {
    expect(featureCards(html("index.html"))).toBe(6);
    expect(featureCards(html("nl/index.html"))).toBe(6);
    expect(html("index.html")).toContain(sixthCard.en.detail);
    expect(html("nl/index.html")).toContain(sixthCard.nl.detail);
  });

  it("opens and closes the sixth card like the others", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: server.baseURL });
    await page.goto("/");
    const card = page.getByTestId("feature-card").nth(5);
    const toggle = card.locator("summary");
    const detail = card.locator("[id$='-detail']");
    expect(await card.getByRole("heading").textContent()).toBe(sixthCard.en.title);
    expect(await exposedExpanded(toggle)).toBe("false");
    expect(await detail.isVisible()).toBe(false);
    await toggle.click();
    expect(await exposedExpanded(toggle)).toBe("true");
    expect(await detail.textContent()).toBe(sixthCard.en.detail);
    expect(await detail.isVisible()).toBe(true);
    await toggle.click();
    expect(await exposedExpanded(toggle)).toBe("false");
    expect(await detail.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("turns three problem cards into a carousel of three on a phone", async () => {
    const controls = carouselCopy.en;
    const { page, errors, close } = await openPage(browser, {
      baseURL: server.baseURL,
      viewport: { width: 375, height: 812 },
      reducedMotion: "reduce",
    });
    await page.goto("/");
    await waitForHydration(page);
    const cards = page.getByTestId("problem-card");
    const dots = page.getByTestId("carousel-dot");
    expect(await cards.count()).toBe(3);
    expect(await dots.count()).toBe(3);
    expect(await cards.nth(2).getAttribute("aria-label")).toBe(
      controls.slideLabel.replace("{current}", "3").replace("{total}", "3"),
    );
    expect(await cards.nth(2).textContent()).toContain(thirdProblem.en.title);
    // The arrows show once the script runs the carousel.
    const next = page.getByRole("button", { name: controls.nextSlide });
    await next.waitFor({ state: "visible" });
    await dots.nth(2).click();
    await expect.poll(() => cards.nth(2).getAttribute("inert")).toBeNull();
    expect(await cards.nth(0).getAttribute("inert")).toBe("");
    await next.click();
    await expect.poll(() => cards.nth(0).getAttribute("inert")).toBeNull();
    expect(await cards.nth(2).getAttribute("inert")).toBe("");
    expect(errors).toEqual([]);
    await close();
  });
});

// One build of content broken in both ways: the check names every problem of every file in one
// run, so each test finds its own line in the same output (a build fewer a run).
describe("broken content", () => {
  let output = "";
  beforeAll(() => {
    const content = contentWith((home) => {
      delete home.nl.heroSubtitle;
      home.nl.closingText = String(home.nl.closingText).replace("{product}", "ons platform");
    });
    const build = buildFromContent(content, tempDir("build-"));
    expect(build.status, build.output).not.toBe(0);
    output = build.output.replaceAll(content, "<content>");
  }, 300_000);

  it("fails the build when a Dutch text is missing, naming file, field and language", () => {
    expect(output).toContain("<content>/pages/home.json: nl.heroSubtitle: missing");
  });

  it("fails the build when a translation lost a placeholder, naming file, field and language", () => {
    expect(output).toContain(
      "<content>/pages/home.json: nl.closingText: placeholder {product} is missing (the en text has it)",
    );
  });
});
