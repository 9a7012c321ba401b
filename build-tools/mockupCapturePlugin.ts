import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { Lang } from "../common/i18n/lang";
import { readSiteConfig } from "../common/siteConfig";
import { contentReader } from "./contentCheckPlugin";
import {
  capturedMockupsFile,
  mockupContents,
  parseCapturedMockups,
  productNameDrift,
  textDrift,
} from "./capturedMockups";

/**
 * Stops the build when the committed product mock-ups show another product name than the one
 * configured (SITE_PRODUCT_NAME), or other texts than content/images/ holds, instead of
 * publishing screenshots that contradict the page around them.
 */
export function mockupCapturePlugin(contentDir: string): Plugin {
  let configuredName = "";
  let root = "";
  return {
    name: "site-mockup-capture",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    configResolved(config) {
      // config.env holds SITE_* from the environment and .env files, as the pages see them.
      configuredName = readSiteConfig(config.env).productName;
      root = config.root;
    },
    buildStart() {
      let text: string;
      try {
        text = readFileSync(path.join(root, capturedMockupsFile), "utf8");
      } catch {
        this.error(
          `${capturedMockupsFile} is missing: run \`npm run images\` and commit its output.`,
        );
      }
      const captured = parseCapturedMockups(text);
      const drift = productNameDrift(captured, configuredName);
      if (drift) this.error(drift);
      const read = contentReader(contentDir);
      const stale = textDrift(
        captured,
        (key) => read(mockupContents[key].path) as Partial<Record<Lang, unknown>>,
      );
      if (stale.length > 0) this.error(stale.join("\n"));
    },
  };
}
