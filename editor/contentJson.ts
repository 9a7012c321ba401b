import type { DecapConfig, DecapField } from "./decapConfig";

/**
 * How the editor writes a content file. Decap's own JSON format loses the order of any object of
 * more than eight keys and ignores Prettier's layout, so one changed text would rewrite the whole
 * file and fail `prettier --check` in CI. This writes the fields in the schema's order, languages in
 * the configured order, in the layout Prettier gives JSON (objects expanded, a list of texts on one
 * line when it fits): a save changes only the lines of the texts that changed.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The object's keys in the given order first, any others after in their own order. */
function ordered(value: { [key: string]: Json }, order: readonly string[]) {
  const keys = [...order.filter((key) => key in value), ...Object.keys(value)];
  return [...new Set(keys)].map((key) => [key, value[key] as Json] as const);
}

function orderedLikeFields(value: Json, fields: readonly DecapField[]): Json {
  if (!isObject(value)) return value;
  return Object.fromEntries(
    ordered(
      value,
      fields.map((field) => field.name),
    ).map(([key, inner]) => {
      const field = fields.find((candidate) => candidate.name === key);
      return [key, field?.fields ? orderedLikeField(inner, field.fields) : inner];
    }),
  );
}

/** A group's value, or each item of a list of groups, in its fields' order. */
const orderedLikeField = (value: Json, fields: readonly DecapField[]): Json =>
  Array.isArray(value)
    ? value.map((item) => orderedLikeFields(item, fields))
    : orderedLikeFields(value, fields);

// Prettier counts a character's columns; the site's texts are Latin script, one column each.
const width = (text: string) => [...text].length;

/**
 * Prettier's JSON layout for the shapes content files hold: `column` is where the value starts,
 * `after` what follows it on its line (a comma).
 */
function printed(value: Json, indent: string, column: number, after: string, printWidth: number) {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((item) => typeof item === "string")) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
      if (column + width(flat) + after.length <= printWidth) return flat;
    }
    const items = value.map(
      (item, index): string =>
        inner + printed(item, inner, inner.length, index < value.length - 1 ? "," : "", printWidth),
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([key, fieldValue], index): string => {
      const start = `${inner}${JSON.stringify(key)}: `;
      const comma = index < entries.length - 1 ? "," : "";
      return start + printed(fieldValue, inner, width(start), comma, printWidth);
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** A content file's text: languages in the given order, each language's fields in theirs. */
export function contentJson(
  value: unknown,
  fields: readonly DecapField[],
  languages: readonly string[],
  printWidth: number,
): string {
  // What Decap read from a JSON file, edited: JSON still.
  const json = value as Json;
  const sorted = isObject(json)
    ? Object.fromEntries(
        ordered(json, languages).map(([lang, texts]) => [lang, orderedLikeFields(texts, fields)]),
      )
    : json;
  return `${printed(sorted, "", 0, "", printWidth)}\n`;
}

/**
 * The fields of the file being saved. Decap tells the format only the file's top-level field
 * names, in order; they name one file of the configuration.
 */
export function fieldsOfFile(config: DecapConfig, fieldNames: readonly string[]): DecapField[] {
  const files = config.collections.flatMap((collection) => collection.files);
  const names = fieldNames.join("\n");
  const file = files.find((candidate) => candidate.fields.map((f) => f.name).join("\n") === names);
  return file?.fields ?? [];
}
