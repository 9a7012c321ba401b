#!/usr/bin/env node
// Finds a Chromium for the browser tests: CHROME_PATH, then Debian's /usr/bin/chromium, then
// Playwright's own browsers. On a fresh Debian machine, as root, installs Debian's package.
// Never downloads a browser build of its own (`npx playwright install` cannot work offline).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const candidates = () =>
  [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);

async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

async function find() {
  for (const path of candidates()) if (existsSync(path)) return path;
  return playwrightChromium();
}

export async function ensureChromium() {
  const found = await find();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.error("Chromium not found: installing Debian's chromium package (apt-get)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = await find();
    if (installed) return installed;
  }
  throw new Error(
    "No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium`) " +
      "or point CHROME_PATH at a Chrome/Chromium binary.",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await ensureChromium());
}
