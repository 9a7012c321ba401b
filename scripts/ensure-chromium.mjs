#!/usr/bin/env node
// Finds a Chromium: CHROME_PATH, then Debian's, then Playwright's own browsers. On a fresh Debian
// machine, as root, installs Debian's package. Never downloads a browser build of its own
// (`npx playwright install` cannot work offline).
//
// Two kinds: the full browser for what measures or pictures a visitor's page (Lighthouse reports,
// paint timings, the product images), and for the tests Chromium's headless shell, the same
// Chromium build without the browser's windows, about half the processor time per page
// (docs/decisions/0631-tests-on-the-headless-shell.md). CHROME_PATH names the one for both.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

const kinds = {
  full: {
    paths: ["/usr/bin/chromium", "/usr/bin/chromium-browser"],
    debianPackage: "chromium",
  },
  tests: {
    paths: ["/usr/bin/chromium-headless-shell"],
    debianPackage: "chromium-headless-shell",
  },
};

async function playwrightChromium() {
  try {
    const { chromium } = await import("playwright-core");
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

const installed = (kind) => kinds[kind].paths.find((path) => existsSync(path));

function installDebianPackage(name) {
  console.error(`Installing Debian's ${name} package (apt-get)...`);
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", name], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

const canInstall = () => process.getuid?.() === 0 && existsSync("/etc/debian_version");

/**
 * The path of a Chromium of `kind` ("full" or "tests"), installing Debian's package when none is
 * there and this is a Debian machine run as root. The tests fall back to the full browser where
 * the headless shell cannot be had.
 */
export async function ensureChromium(kind = "full") {
  const named = process.env.CHROME_PATH;
  if (named) {
    if (existsSync(named)) return named;
    throw new Error(`CHROME_PATH names ${named}, and there is no such file.`);
  }
  const found = installed(kind);
  if (found) return found;
  if (canInstall()) {
    installDebianPackage(kinds[kind].debianPackage);
    const added = installed(kind);
    if (added) return added;
  }
  if (kind === "tests") return ensureChromium("full");
  const playwright = await playwrightChromium();
  if (playwright) return playwright;
  throw new Error(
    "No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install -y chromium chromium-headless-shell`) " +
      "or point CHROME_PATH at a Chrome/Chromium binary.",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await ensureChromium(process.argv[2] === "tests" ? "tests" : "full"));
}
