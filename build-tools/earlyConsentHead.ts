import { buildSync } from "esbuild";
import path from "node:path";
import { startEarlyConsent, type EarlyConsentOptions } from "../app/features/consent/earlyConsent";
import { earlyConsentStyles } from "../app/features/consent/earlyConsentMarks";
import { consentStorageKey, type SiteConfig } from "../common/siteConfig";

const earlyConsentModule = path.resolve(
  import.meta.dirname,
  "../app/features/consent/earlyConsent.ts",
);

/** The early consent options a build's configuration gives: the consent store's own. */
export function earlyConsentOptions(config: SiteConfig): EarlyConsentOptions {
  return {
    key: consentStorageKey(config),
    revision: config.consentRevision,
    maxAgeDays: config.consentMaxAgeDays,
  };
}

/**
 * What every page's head gets for the prerendered cookie banner (docs/decisions/0204): the
 * early consent script, bundled from the same record module as the consent store, the style that
 * hides the banner once a choice is known, and the style that hides it when scripts are off.
 */
export function earlyConsentHead(options: EarlyConsentOptions): string {
  // Named from the import, so a rename cannot leave the bundle calling nothing.
  const start = startEarlyConsent.name;
  const entry = `import { ${start} } from ${JSON.stringify(earlyConsentModule)};
${start}(${JSON.stringify(options)});`;
  const { outputFiles } = buildSync({
    stdin: { contents: entry, loader: "ts", resolveDir: import.meta.dirname },
    bundle: true,
    format: "iife",
    minify: true,
    target: "es2020",
    write: false,
  });
  const script = outputFiles[0]?.text.trim() ?? "";
  const styles = earlyConsentStyles();
  return (
    `<style>${styles.withScripts}</style>` +
    `<noscript><style>${styles.withoutScripts}</style></noscript>` +
    `<script>${script}</script>`
  );
}
