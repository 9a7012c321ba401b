import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fileBrowser } from "./support/browser";
import { repoRoot } from "./support/testBuild";
import { freePort } from "./support/testServer";

// `npm run edit` on a copy of content/: the test edits the copy, never the repository's files.
const homeFile = "pages/home.json";
const newTitle = "Audit-ready on any given day";
const startTimeout = 150_000;

interface HomeTexts {
  en: { heroTitle: string };
  nl: { heroTitle: string };
}

describe("npm run edit", () => {
  const workDir = mkdtempSync(path.join(tmpdir(), "content-editor-"));
  const contentDir = path.join(workDir, "content");
  const readHome = () => readFileSync(path.join(contentDir, homeFile), "utf8");
  const repositoryHome = readFileSync(path.join(repoRoot, "content", homeFile), "utf8");
  const before = JSON.parse(repositoryHome) as HomeTexts;
  let edit: ChildProcess;
  let output = "";
  let urls: { editor: string; site: string };
  let browser: Browser;

  beforeAll(async () => {
    cpSync(path.join(repoRoot, "content"), contentDir, { recursive: true });
    const [editor, api, site] = [await freePort(), await freePort(), await freePort()];
    urls = { editor: `http://127.0.0.1:${editor}`, site: `http://127.0.0.1:${site}` };
    // A process group of its own, so that stopping it stops decap-server and the dev server too.
    edit = spawn("npm", ["run", "edit"], {
      cwd: repoRoot,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        CONTENT_DIR: contentDir,
        EDIT_PORT: String(editor),
        EDIT_API_PORT: String(api),
        EDIT_SITE_PORT: String(site),
      },
    });
    edit.stdout?.on("data", (chunk) => (output += chunk));
    edit.stderr?.on("data", (chunk) => (output += chunk));
    const answers = (url: string) =>
      fetch(url).then(
        (response) => response.ok,
        () => false,
      );
    // vi.waitFor, not expect.poll: a hook is outside any test.
    await vi.waitFor(
      async () => {
        if (!(await answers(urls.editor)) || !(await answers(`${urls.site}/`)))
          throw new Error(`npm run edit has not started yet:\n${output}`);
      },
      { timeout: startTimeout, interval: 500 },
    );
    browser = await fileBrowser();
  }, startTimeout + 30_000);

  afterAll(async () => {
    await browser?.close();
    if (edit?.pid && edit.exitCode === null) {
      process.kill(-edit.pid, "SIGTERM");
      await vi.waitFor(
        () => {
          if (edit.exitCode === null && edit.signalCode === null) throw new Error("still running");
        },
        { timeout: 20_000, interval: 200 },
      );
    }
    rmSync(workDir, { recursive: true, force: true });
  }, 40_000);

  const heading = (page: Page) => page.locator("h1#home-title").textContent();

  /**
   * Opens a page of the dev site once its hot-reload client is connected. On the dev server's first
   * start Vite may still be bundling dependencies: a page loaded meanwhile can miss a module (504
   * "Outdated Optimize Dep") and never connect, so it would never be told to reload.
   */
  async function openConnected(page: Page, url: string): Promise<void> {
    await vi.waitFor(
      async () => {
        const connected = page.waitForEvent("console", {
          predicate: (message) => message.text() === "[vite] connected.",
          timeout: 15_000,
        });
        await page.goto(url);
        await connected;
      },
      { timeout: 60_000, interval: 500 },
    );
  }

  it("saves the English hero title into the content file, and the site shows it at once; refuses an empty Dutch one", async () => {
    const site = await browser.newPage();
    await openConnected(site, `${urls.site}/`);
    await expect.poll(() => heading(site)).toBe(before.en.heroTitle);

    const editor = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await editor.goto(`${urls.editor}/#/collections/pages/entries/pages-home`);
    // Side by side: the English field, then the Dutch one.
    const titleFields = editor.getByLabel("Hero title", { exact: true });
    await expect.poll(() => titleFields.count(), { timeout: 30_000 }).toBe(2);
    expect(await titleFields.nth(0).inputValue()).toBe(before.en.heroTitle);
    expect(await titleFields.nth(1).inputValue()).toBe(before.nl.heroTitle);
    const publish = async () => {
      await editor.getByRole("button", { name: "Publish" }).click();
      await editor.getByRole("menuitem", { name: "Publish now" }).first().click();
    };

    // Decap itself checks required texts in English only; the editor refuses an empty Dutch one.
    await titleFields.nth(1).fill("");
    await publish();
    await editor.getByText(/nl\.heroTitle: (empty|missing)/).waitFor();
    expect(readHome()).toBe(repositoryHome);

    await titleFields.nth(1).fill(before.nl.heroTitle);
    await titleFields.nth(0).fill(newTitle);
    await publish();

    // The file changed in that one line; the Dutch text and the rest are as they were.
    const expected = repositoryHome.replace(
      `"heroTitle": ${JSON.stringify(before.en.heroTitle)}`,
      `"heroTitle": ${JSON.stringify(newTitle)}`,
    );
    await expect.poll(readHome, { timeout: 20_000 }).toBe(expected);
    expect((JSON.parse(readHome()) as HomeTexts).nl.heroTitle).toBe(before.nl.heroTitle);

    // The page already open shows it (the dev server's HMR), and the Dutch page is unchanged.
    await expect
      .poll(() => heading(site), {
        timeout: 30_000,
        message: `the open page shows the new title; npm run edit said:\n${output}`,
      })
      .toBe(newTitle);
    await site.goto(`${urls.site}/nl`);
    await expect.poll(() => heading(site)).toBe(before.nl.heroTitle);

    expect(readFileSync(path.join(repoRoot, "content", homeFile), "utf8")).toBe(repositoryHome);
  }, 120_000);
});
