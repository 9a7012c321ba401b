import type { ContentFile } from "../common/content/contentSchema";

/**
 * Every content file, once (docs/decisions/0900-content-files.md): the build's check, the tests
 * and the editor's configuration read this list. A new file: its `*.content.ts` beside the code
 * that shows it, and one entry here. (It lives in build-tools/ because common/ may import neither
 * app/ nor server/, where the descriptions live.)
 */
export const contentFiles: readonly ContentFile[] = [];
