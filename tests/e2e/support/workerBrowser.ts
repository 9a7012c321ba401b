import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { inject } from "vitest";
import { chromiumArgs } from "./chromiumArgs";

/**
 * One Chromium per Vitest worker, shared by the browser files the worker runs one after another
 * (`isolate: false` keeps this module between them): a launch and its close took a quarter of a
 * second of processor time, 27 times a run, while a file's pages are kept from every other file's
 * by their contexts, which are closed when it ends (docs/decisions/0635).
 */
let launched: Promise<Browser> | undefined;

async function workerChromium(): Promise<Browser> {
  const browser = await launched?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  launched = chromium.launch({
    executablePath: inject("chromiumPath"),
    headless: true,
    args: chromiumArgs,
  });
  return launched;
}

/**
 * The worker's Chromium as one file sees it: the contexts and pages the file opens are its own,
 * and its `close()` closes them, leaving the browser to the next file.
 */
export async function fileBrowser(): Promise<Browser> {
  const browser = await workerChromium();
  const contexts = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    contexts.add(context);
    return context;
  };
  const newContext: Browser["newContext"] = async (options) =>
    own(await browser.newContext(options));
  const newPage: Browser["newPage"] = async (options) => {
    const page = await browser.newPage(options);
    own(page.context());
    return page;
  };
  const close = async () => {
    await Promise.all([...contexts].map((context) => context.close()));
    contexts.clear();
  };
  const fileMethods = new Map<PropertyKey, unknown>([
    ["newContext", newContext],
    ["newPage", newPage],
    ["close", close],
  ]);
  return new Proxy(browser, {
    get(target, property) {
      if (fileMethods.has(property)) return fileMethods.get(property);
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
