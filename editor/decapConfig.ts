import type { ContentFile, Field, Fields } from "../common/content/contentSchema";
import { defaultLang, languages } from "../common/i18n/lang";

/**
 * Decap CMS's configuration, generated from the content files' schemas (docs/decisions/0901): the
 * schemas stay the one home of every field list, and the editor can never offer a field the build's
 * check would refuse. Only the parts of Decap's format we generate are typed here.
 */

/** One field as Decap reads it (https://decapcms.org/docs/widgets/). */
export interface DecapField {
  name: string;
  label: string;
  widget: "string" | "text" | "list" | "object";
  required: true;
  /** `duplicate`: a text written once and copied to every language (a name, a standard). */
  i18n: true | "duplicate";
  hint?: string;
  /** A text the code reads (a link's target): the form it must have, and what to say if not. */
  pattern?: [regex: string, message: string];
  /** A list of texts: the one field each item is. */
  field?: DecapField;
  /** A list of groups, or a group: the fields each one has. */
  fields?: DecapField[];
  min?: number;
  max?: number;
}

interface DecapFileEntry {
  name: string;
  label: string;
  file: string;
  i18n: true;
  fields: DecapField[];
}

/** The format editor/contentJson.ts writes, registered under this name by the editor's page. */
export const contentFormat = "content-json";

interface DecapCollection {
  name: string;
  label: string;
  format: typeof contentFormat;
  extension: "json";
  i18n: true;
  files: DecapFileEntry[];
}

/**
 * Where saves go: `proxy` writes the checkout's files through decap-server (`npm run edit`);
 * `github` commits to the repository, each save a branch and pull request with
 * `editorial_workflow` (the hosted Git mode).
 */
type DecapBackend =
  | { name: "proxy"; proxy_url: string; branch: string }
  | { name: "github"; repo: string; branch: string; base_url?: string };

export interface DecapConfig {
  load_config_file: false;
  backend: DecapBackend;
  publish_mode?: "editorial_workflow";
  media_folder: string;
  site_url?: string;
  i18n: { structure: "single_file"; locales: string[]; default_locale: string };
  collections: DecapCollection[];
}

export interface DecapConfigOptions {
  backend: DecapBackend;
  /** The content folder relative to the backend's root: "" for decap-server rooted at it. */
  contentFolder: string;
  /** Where the editor's "view live" link leads: the site on the same machine. */
  siteUrl?: string;
}

/** "heroTitle" → "Hero title": what a field is called when its schema gives no label. */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const listedWords = (words: readonly string[]) =>
  words.length === 1 ? words[0] : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** Tells the writer which `{names}` the site fills in, so a translation keeps them. */
export function placeholderHint(placeholders: readonly string[]): string | undefined {
  if (placeholders.length === 0) return undefined;
  const names = placeholders.map((name) => `{${name}}`);
  return `Keep ${listedWords(names)} as written: the site fills ${names.length === 1 ? "it" : "them"} in.`;
}

export function decapField(name: string, field: Field): DecapField {
  // Decap's list and object widgets take only `i18n: true`: each language has its own list, whose
  // texts may still be written once.
  const common = {
    name,
    label: field.label ?? labelFromKey(name),
    required: true,
    i18n: field.kind === "text" && field.same ? "duplicate" : true,
  } as const;
  switch (field.kind) {
    case "text": {
      const hint = placeholderHint(field.placeholders);
      return {
        ...common,
        widget: field.long ? "text" : "string",
        ...(hint ? { hint } : {}),
        // Decap takes the expression's source only: the schemas' patterns use no flags.
        ...(field.pattern
          ? { pattern: [field.pattern.regex.source, `Must be ${field.pattern.description}.`] }
          : {}),
      };
    }
    case "list":
      return {
        ...common,
        widget: "list",
        min: field.min,
        max: field.max,
        hint: `${field.min} to ${field.max} items.`,
        ...(field.item.kind === "group"
          ? { fields: decapFields(field.item.fields) }
          : { field: decapField("item", field.item) }),
      };
    case "group":
      return { ...common, widget: "object", fields: decapFields(field.fields) };
  }
}

const decapFields = (fields: Fields) =>
  Object.entries(fields).map(([name, field]) => decapField(name, field));

/** A file's entry in the configuration, which Decap calls the entry's slug: "pages-home". */
export const entryName = (contentPath: string) =>
  contentPath.replace(/\.json$/, "").replaceAll("/", "-");

/** One collection per top folder of content/ (pages, site, booking, mails, answers). */
function decapCollections(files: readonly ContentFile[], contentFolder: string) {
  const byFolder = new Map<string, DecapFileEntry[]>();
  for (const file of files) {
    const folder = file.path.includes("/") ? file.path.slice(0, file.path.indexOf("/")) : "other";
    const entries = byFolder.get(folder) ?? [];
    entries.push({
      name: entryName(file.path),
      label: file.label,
      file: contentFolder ? `${contentFolder}/${file.path}` : file.path,
      i18n: true,
      fields: decapFields(file.fields),
    });
    byFolder.set(folder, entries);
  }
  return [...byFolder].map(([folder, entries]): DecapCollection => ({
    name: folder,
    label: labelFromKey(folder),
    format: contentFormat,
    extension: "json",
    i18n: true,
    files: entries,
  }));
}

export function decapConfig(
  files: readonly ContentFile[],
  options: DecapConfigOptions,
): DecapConfig {
  return {
    load_config_file: false,
    backend: options.backend,
    ...(options.backend.name === "github" ? { publish_mode: "editorial_workflow" } : {}),
    // Required by Decap; no generated field uploads anything.
    media_folder: options.contentFolder ? `${options.contentFolder}/media` : "media",
    ...(options.siteUrl ? { site_url: options.siteUrl } : {}),
    i18n: { structure: "single_file", locales: [...languages], default_locale: defaultLang },
    collections: decapCollections(files, options.contentFolder),
  };
}
