import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { checkContent, formatProblem } from "../common/content/checkContent";
import { contentFiles } from "./contentFiles";

/** Reads one content file, by its path relative to the content folder. */
export const contentReader = (contentDir: string) => (file: string) =>
  JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown;

/**
 * The build refuses broken content (docs/decisions/0900-content-files.md): before anything is
 * bundled, every content file is checked against its description, and every problem is listed at
 * once, so that one build tells the editor all that is left to mend.
 */
export function contentCheckPlugin(contentDir: string): Plugin {
  return {
    name: "site-content-check",
    apply: "build",
    // Both the browser's and the prerendering build read the same files: once is enough.
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    buildStart() {
      const problems = checkContent(contentFiles, contentReader(contentDir));
      if (problems.length === 0) return;
      // content/ as the editor knows it; another folder (CONTENT_DIR) by its full path.
      const relative = path.relative(process.cwd(), contentDir);
      const folder = relative.startsWith("..") || path.isAbsolute(relative) ? contentDir : relative;
      this.error(
        `The content has ${problems.length} problem(s):\n${problems
          .map((problem) => `  ${formatProblem(problem, folder)}`)
          .join("\n")}`,
      );
    },
  };
}
