import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { readSiteConfig } from "../common/siteConfig";
import { capturedNameFile, parseCapturedMockups, productNameDrift } from "./capturedName";

/**
 * Stops the build when the committed product mock-ups show another product name than the one
 * configured (SITE_PRODUCT_NAME), instead of publishing screenshots under the old name.
 */
export function mockupNamePlugin(): Plugin {
  let configuredName = "";
  let root = "";
  return {
    name: "site-mockup-name",
    apply: "build",
    configResolved(config) {
      // config.env holds SITE_* from the environment and .env files, as the pages see them.
      configuredName = readSiteConfig(config.env).productName;
      root = config.root;
    },
    buildStart() {
      const manifest = path.join(root, capturedNameFile);
      let text: string;
      try {
        text = readFileSync(manifest, "utf8");
      } catch {
        this.error(`${capturedNameFile} is missing: run \`npm run images\` and commit its output.`);
      }
      const drift = productNameDrift(parseCapturedMockups(text), configuredName);
      if (drift) this.error(drift);
    },
  };
}
