// `npm run images:social`: the 1200×630 social preview image per language, rendered from HTML in
// headless Chromium and optimised with sharp. The output is committed under public/; the build
// does not regenerate it (it needs a browser, and the image changes only with the copy); it
// refuses to build when the texts in content/site/seo.json are not the ones captured.
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { siteConfig } from "../common/siteConfig";
import { languages } from "../common/i18n/lang";
import { translator } from "../common/i18n/translate";
import seoCopy from "@content/site/seo.json";
import { socialImage } from "../app/routing/pageMeta";
import { ensureChromium } from "./ensure-chromium.mjs";
import { recordCapture } from "../build-tools/capturedImages";
import { socialCardHtml } from "./social-image/template";

const root = path.resolve(import.meta.dirname, "..");

/** The colour tokens of app.css, so the card uses exactly the site's palette. */
function colourTokens(): string {
  const css = readFileSync(path.join(root, "app/app.css"), "utf8");
  return [...css.matchAll(/(--color-[\w-]+):\s*(#[0-9a-fA-F]{3,8});/g)]
    .map(([, name, value]) => `${name}: ${value};`)
    .join(" ");
}

function interFontDataUrl(): string {
  const file = path.join(
    root,
    "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  );
  return `data:font/woff2;base64,${readFileSync(file).toString("base64")}`;
}

const browser = await chromium.launch({
  executablePath: await ensureChromium(),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: socialImage.width, height: socialImage.height },
    deviceScaleFactor: 1,
  });
  const tokens = colourTokens();
  const font = interFontDataUrl();
  for (const lang of languages) {
    const t = translator(seoCopy, lang);
    await page.setContent(
      socialCardHtml(
        {
          productName: siteConfig.productName,
          headline: t("socialHeadline"),
          subline: t("socialSubline"),
          standards: ["BRCGS", "IFS", "FSSC 22000", "GMP+", "ISO"],
          origin: new URL(siteConfig.siteOrigin).host,
          lang,
        },
        tokens,
        font,
      ),
    );
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({ type: "png" });
    const file = path.join(root, "public", socialImage.path(lang));
    mkdirSync(path.dirname(file), { recursive: true });
    const info = await sharp(png)
      .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
      .toFile(file);
    console.log(`${path.relative(root, file)}: ${info.width}×${info.height}, ${info.size} bytes`);
  }
  recordCapture(root, "social", languages, seoCopy, siteConfig.productName);
} finally {
  await browser.close();
}
