import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { Lang } from "../common/i18n/lang";
import { readSiteConfig } from "../common/siteConfig";
import { contentReader } from "./contentCheckPlugin";
import {
  capturedImages,
  capturedImagesFile,
  parseCapturedManifest,
  productNameDrift,
  textDrift,
} from "./capturedImages";

/**
 * Stops the build when the committed images (product mock-ups, social card) show another product
 * name than the one configured (SITE_PRODUCT_NAME), or other texts than content/ holds, instead of
 * publishing images that contradict the page around them.
 */
export function capturedImagesPlugin(contentDir: string): Plugin {
  let configuredName = "";
  let root = "";
  return {
    name: "site-captured-images",
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
        text = readFileSync(path.join(root, capturedImagesFile), "utf8");
      } catch {
        this.error(
          `${capturedImagesFile} is missing: run \`npm run images\` and commit its output.`,
        );
      }
      const captured = parseCapturedManifest(text);
      const drift = productNameDrift(captured, configuredName);
      if (drift) this.error(drift);
      const read = contentReader(contentDir);
      const stale = textDrift(
        captured,
        (key) => read(capturedImages[key].content.path) as Partial<Record<Lang, unknown>>,
        configuredName,
      );
      if (stale.length > 0) this.error(stale.join("\n"));
    },
  };
}
