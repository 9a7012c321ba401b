import { build } from "esbuild";
import path from "node:path";

/**
 * Decap CMS with the React of node_modules, bundled in memory when `npm run edit` starts (a few
 * seconds): the editor is served from the checkout, never from a CDN, and nothing is written
 * where the site's build could pick it up. decap-cms-app's prebuilt script expects a global React
 * 19.2 of its own; its ES modules take ours.
 */
export async function bundleEditor(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "decapEntry.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    logLevel: "error",
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no editor script");
  return output.text;
}
