import type { DecapConfig, DecapField } from "./decapConfig";

/**
 * What Decap would save although the build refuses it: it checks `required` and a list's length in
 * the default language only (decaporg/decap-cms#5112). The editor runs this before every save, for
 * every language, and shows what is missing instead of saving.
 */

interface EntryTexts {
  /** The default language's fields. */
  data?: unknown;
  /** Every other language's, as Decap holds them. */
  i18n?: Record<string, { data?: unknown }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function fieldProblems(field: DecapField, value: unknown, where: string): string[] {
  const name = `${where}${field.label}`;
  if (field.widget === "string" || field.widget === "text")
    return typeof value === "string" && value.trim() !== "" ? [] : [`${name} is empty`];
  if (field.widget === "object") return groupProblems(field.fields ?? [], value, `${name}: `);
  const items = Array.isArray(value) ? value : [];
  const { min = 0, max = Infinity } = field;
  const count =
    items.length < min || items.length > max
      ? [`${name} has ${items.length} items, ${min} to ${max} fit`]
      : [];
  return [
    ...count,
    ...items.flatMap((item, index) => {
      const itemName = `${name} ${index + 1}`;
      return field.field
        ? fieldProblems({ ...field.field, label: itemName }, item, "")
        : groupProblems(field.fields ?? [], item, `${itemName}: `);
    }),
  ];
}

function groupProblems(fields: readonly DecapField[], value: unknown, where: string): string[] {
  const values = isRecord(value) ? value : {};
  return fields.flatMap((field) => fieldProblems(field, values[field.name], where));
}

/** Each empty text, and each list of a length the layout does not take, of the file being saved, per language ("NL: Hero title is empty"). */
export function emptyTexts(config: DecapConfig, fileName: string, entry: EntryTexts): string[] {
  const file = config.collections
    .flatMap((collection) => collection.files)
    .find((candidate) => candidate.name === fileName);
  if (!file) return [];
  const { default_locale: defaultLocale, locales } = config.i18n;
  return locales.flatMap((locale) => {
    const data = locale === defaultLocale ? entry.data : entry.i18n?.[locale]?.data;
    return groupProblems(file.fields, data, `${locale.toUpperCase()}: `);
  });
}
