import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { contentCheckPlugin } from "./build-tools/contentCheckPlugin";
import { contentDirectory } from "./build-tools/contentDirectory";
import { contentReloadPlugin } from "./build-tools/contentReloadPlugin";
import { fillCountryNames } from "./build-tools/countryNames";
import { documentEntryPlugin } from "./build-tools/documentEntryPlugin";
import { capturedImagesPlugin } from "./build-tools/capturedImagesPlugin";
import { seoFilesPlugin } from "./build-tools/seoFilesPlugin";

// The prerendered pages and the hydrating bundle must agree on the build date (the privacy
// policy shows it until the browser knows today's date); SITE_* reaches both through Vite's env.
process.env.SITE_BUILD_DATE ||= new Date().toISOString().slice(0, 10);
fillCountryNames(process.env);
// Every visitor-facing text comes from the content folder (docs/decisions/0900-content-files.md);
// CONTENT_DIR builds the site from another copy of it, as the content tests do.
const contentDir = contentDirectory();

// Only SITE_* variables reach the browser bundle; server secrets (SMTP_URL, DATABASE_URL) never do.
export default defineConfig({
  envPrefix: ["SITE_"],
  resolve: { alias: { "@content": contentDir } },
  plugins: [
    contentCheckPlugin(contentDir),
    contentReloadPlugin(contentDir),
    tailwindcss(),
    reactRouter(),
    documentEntryPlugin(),
    seoFilesPlugin(),
    capturedImagesPlugin(contentDir),
  ],
  build: {
    target: "es2022",
    // A dynamic import loads only modules the page has already loaded besides its own chunk
    // (the cookie dialog, Consent Mode, the lead source, the toasts): preloading them would add a
    // helper and a list of file names to the chunks every page loads, for nothing.
    modulePreload: false,
    // React DOM in a chunk of its own: the entry that starts it stays a small module, which a
    // stack trace taken while React DOM starts up must re-read (docs/decisions/0004). What every
    // page loads anyway (React, the small UI blocks, useCopy, the route metadata) rides in one
    // shared chunk: as five chunks of 0.2-2 KB each cost more in wrappers than they save.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // The frame of every page (header, footer, their icons), for the router's pages and
            // the document pages alike (docs/decisions/0116).
            {
              name: "site-shell",
              test: /app[\\/](SiteShell|document[\\/]hydrateDocumentPage|routing[\\/](pageNavigation|DocumentNavigation)|features[\\/]layout[\\/]|components[\\/]ui[\\/]Prerendered)|node_modules[\\/]lucide-react[\\/]/,
            },
            {
              name: "shared",
              test: /node_modules[\\/]react[\\/]|app[\\/](components[\\/]ui[\\/](ButtonLink|BelowTheFold|Container|useHydrated)|i18n[\\/]useCopy|routing[\\/](routeMeta|siteIcons))/,
            },
          ],
        },
      },
    },
  },
});
