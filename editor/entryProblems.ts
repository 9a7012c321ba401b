import { checkContent, formatProblem } from "../common/content/checkContent";
import type { ContentFile } from "../common/content/contentSchema";
import { defaultLang } from "../common/i18n/lang";
import { entryName } from "./decapConfig";

/** A content file's texts as Decap holds them while editing. */
export interface DecapEntry {
  /** The entry's name in the configuration (decapConfig's entryName of the file's path). */
  slug: string;
  /** The default language's fields. */
  data?: unknown;
  /** Every other language's fields. */
  i18n?: Record<string, { data?: unknown }>;
}

/**
 * What the build would refuse in the file about to be saved, by the build's own check
 * (common/content/checkContent.ts). Decap checks `required` and a list's length in the default
 * language only (decaporg/decap-cms#5112), and knows nothing of placeholders; the editor runs this
 * before each save and shows the problems instead of saving.
 */
export function entryProblems(files: readonly ContentFile[], entry: DecapEntry): string[] {
  const file = files.find((candidate) => entryName(candidate.path) === entry.slug);
  if (!file) return [];
  const json = {
    [defaultLang]: entry.data,
    ...Object.fromEntries(Object.entries(entry.i18n ?? {}).map(([lang, { data }]) => [lang, data])),
  };
  return checkContent([file], () => json).map((problem) => formatProblem(problem));
}
