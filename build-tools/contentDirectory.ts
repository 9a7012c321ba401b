import path from "node:path";

/** The content folder the build reads: CONTENT_DIR, or content/ at the repository's root. */
export function contentDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.CONTENT_DIR?.trim() || "content");
}
