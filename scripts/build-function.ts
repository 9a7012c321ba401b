// `npm run build:function`: the contact endpoint and the outbox run as one self-contained ES module
// for the AWS Lambda Node.js 20 runtime (or any platform that runs Node handlers).
import { build } from "esbuild";
import { existsSync } from "node:fs";
import { copyFile, mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { contentDirectory } from "../build-tools/contentDirectory";
import { serverBundleOptions } from "./serverBundleOptions";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/function");

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: ["server/hosts/lambda/index.ts"],
  outfile: path.join(outdir, "index.mjs"),
  ...serverBundleOptions,
  minify: true,
  legalComments: "linked",
  metafile: true,
  // The visitor's pages and mails read the same content folder as the site's build (CONTENT_DIR).
  alias: { "@content": contentDirectory() },
  logLevel: "warning",
});

// The function requires PostgreSQL; the native SQLite driver would not even load there.
const sqlite = Object.keys(result.metafile.inputs).filter((input) =>
  /better-sqlite3|sqliteStorage/.test(input),
);
if (sqlite.length > 0) {
  throw new Error(`The function bundle must not contain SQLite, but it has: ${sqlite.join(", ")}`);
}
const bytes = result.metafile.outputs[path.relative(root, path.join(outdir, "index.mjs"))]?.bytes;
console.log(`build/function/index.mjs: ${bytes ?? "?"} bytes`);

// The function answers with the settings the pages were built with (docs/decisions/0610): the
// site build's resolved configuration goes into the zip beside the bundle, where the function
// looks for it. SITE_CONFIG_FILE names the site build's file when it is not in build/.
const siteConfigFile = path.resolve(
  root,
  process.env.SITE_CONFIG_FILE?.trim() || "build/site-config.json",
);
if (!existsSync(siteConfigFile)) {
  await rm(outdir, { recursive: true, force: true });
  throw new Error(
    `No ${siteConfigFile}: run \`npm run build\` with the site's SITE_* settings first (or set SITE_CONFIG_FILE to the site build's site-config.json); the function answers with the settings the pages were built with.`,
  );
}
await copyFile(siteConfigFile, path.join(outdir, "site-config.json"));
console.log(`build/function/site-config.json: the site build's settings (${siteConfigFile})`);
