import { z } from "zod";
import { languages } from "../i18n/lang";

/**
 * The one description of every content file (docs/decisions/0900-content-files.md): which fields a
 * file has, which `{placeholders}` the code fills, how long a list the layout takes. The build's
 * check (checkContent.ts), its tests and the editor's configuration all read these descriptions.
 * Build and test side only: nothing that ships to the browser imports this module or zod.
 */

export interface TextOptions {
  /** The only `{names}` the code fills in this text; a text may leave some out. */
  placeholders?: readonly string[];
  /** The text may read the same in every language (a name, a standard, a format). */
  same?: boolean;
  /** Several lines in the editor. */
  long?: boolean;
  /** What the editor calls the field; its key otherwise. */
  label?: string;
  /** A text the code reads rather than shows (a link's target): the form it must have. */
  pattern?: TextPattern;
}

interface TextPattern {
  regex: RegExp;
  /** What a matching text is, for the problem message: "a page, or a web address". */
  description: string;
}

export interface TextField {
  kind: "text";
  placeholders: readonly string[];
  same: boolean;
  long: boolean;
  label?: string;
  pattern?: TextPattern;
  schema: z.ZodType<string>;
}

export interface ListField<Item extends Field = Field> {
  kind: "list";
  item: Item;
  min: number;
  max: number;
  label?: string;
  schema: z.ZodType;
}

export interface GroupField<F extends Fields = Fields> {
  kind: "group";
  fields: F;
  label?: string;
  schema: z.ZodType;
}

export type Field = TextField | ListField | GroupField;
export type Fields = Record<string, Field>;

export interface ContentFile<F extends Fields = Fields> {
  /** Relative to the content folder, e.g. `pages/home.json`. */
  path: string;
  label: string;
  /** One language's fields; the file holds them once per language of common/i18n/lang.ts. */
  fields: F;
  /** The whole file, `{ en: {...}, nl: {...} }`. */
  schema: z.ZodType;
}

const visibleText = z.string().regex(/\S/, "empty");

export function text(options: TextOptions = {}): TextField {
  return {
    kind: "text",
    placeholders: options.placeholders ?? [],
    same: options.same ?? false,
    long: options.long ?? false,
    ...(options.label === undefined ? {} : { label: options.label }),
    ...(options.pattern === undefined ? {} : { pattern: options.pattern }),
    schema: visibleText,
  };
}

export function list<Item extends Field>(
  item: Item,
  options: { min: number; max: number; label?: string },
): ListField<Item> {
  return {
    kind: "list",
    item,
    min: options.min,
    max: options.max,
    ...(options.label === undefined ? {} : { label: options.label }),
    schema: z.array(item.schema).min(options.min).max(options.max),
  };
}

const strictShape = (fields: Fields) =>
  z.strictObject(Object.fromEntries(Object.entries(fields).map(([key, f]) => [key, f.schema])));

export function group<F extends Fields>(
  fields: F,
  options: { label?: string } = {},
): GroupField<F> {
  return {
    kind: "group",
    fields,
    ...(options.label === undefined ? {} : { label: options.label }),
    schema: strictShape(fields),
  };
}

export function contentFile<F extends Fields>(
  path: string,
  fields: F,
  options: { label: string },
): ContentFile<F> {
  const perLanguage = strictShape(fields);
  return {
    path,
    label: options.label,
    fields,
    schema: z.strictObject(Object.fromEntries(languages.map((lang) => [lang, perLanguage]))),
  };
}
