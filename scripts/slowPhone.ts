import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { chromiumArgs } from "../tests/e2e/support/chromiumArgs";
import { startServer } from "../tests/e2e/support/testServer";
import { ensureChromium } from "./ensure-chromium.mjs";

/** Lighthouse's mobile link: Slow 4G, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

/** A page on the simulated slow phone: Slow 4G, a CPU 4x slower, 375 px wide. */
export async function slowPhonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", slow4g);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}

export const slowPhoneViewport = { width: 375, height: 812 };

/** `--site-dir=<dir>`: another build's pages, e.g. one made before a change, for a comparison. */
export function siteDirArgument(fallback: string): string {
  const argument = process.argv.find((entry) => entry.startsWith("--site-dir="));
  return argument?.slice("--site-dir=".length) ?? fallback;
}

/** The real server on a build (`--site-dir`, else `build/client`) and a headless Chromium. */
export async function serveAndLaunch(root: string) {
  const server = await startServer(path.resolve(siteDirArgument(path.join(root, "build/client"))));
  const browser = await chromium.launch({
    executablePath: await ensureChromium(),
    headless: true,
    args: chromiumArgs,
  });
  return { server, browser };
}
