import type { z } from "zod";
import { defaultLang, languages } from "../i18n/lang";
import type { ContentFile, Field } from "./contentSchema";

/** One thing wrong in one content file, named so that a marketer can find and mend it. */
export interface Problem {
  /** Relative to the content folder, e.g. `pages/home.json`. */
  file: string;
  /** The language the field belongs to; none when the file as a whole is wrong. */
  lang?: string;
  /** The field within the language, e.g. `featureCards[2].title`; empty for the language itself. */
  field: string;
  message: string;
}

/** `content/pages/home.json: nl.featureCards[2].title: missing` */
export function formatProblem(problem: Problem, folder = "content"): string {
  const where = [problem.lang, problem.field].filter(Boolean).join(".").replace(/\.\[/g, "[");
  return `${folder}/${problem.file}: ${where ? `${where}: ` : ""}${problem.message}`;
}

type Segment = PropertyKey;

const fieldPath = (segments: readonly Segment[]) =>
  segments
    .map((segment, i) =>
      typeof segment === "number" ? `[${segment}]` : `${i === 0 ? "" : "."}${String(segment)}`,
    )
    .join("");

/**
 * Every problem of every content file: missing or empty texts, fields the code does not know,
 * lists longer or shorter than the layout takes, placeholders a translation lost or the code
 * never fills, and translations still identical to the default language's text.
 * `readJson` reads one file, by its path relative to the content folder.
 */
export function checkContent(
  files: readonly ContentFile[],
  readJson: (path: string) => unknown,
): Problem[] {
  return files.flatMap((file) => {
    let json: unknown;
    try {
      json = readJson(file.path);
    } catch (error) {
      return [
        { file: file.path, field: "", message: `cannot be read: ${(error as Error).message}` },
      ];
    }
    return [...shapeProblems(file, json), ...textProblems(file, json)];
  });
}

function problemAt(file: string, path: readonly Segment[], message: string): Problem {
  const [lang, ...field] = path;
  return lang === undefined
    ? { file, field: "", message }
    : { file, lang: String(lang), field: fieldPath(field), message };
}

/** The file's shape, by its zod schema: what is missing, unknown, of the wrong kind or count. */
function shapeProblems(file: ContentFile, json: unknown): Problem[] {
  const result = file.schema.safeParse(json, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => issueProblems(file.path, issue));
}

function issueProblems(file: string, issue: z.core.$ZodIssue): Problem[] {
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => problemAt(file, [...issue.path, key], "unknown field"));
    case "invalid_type":
      return [
        problemAt(
          file,
          issue.path,
          issue.input === undefined ? "missing" : `should be ${kindName(issue.expected)}`,
        ),
      ];
    case "invalid_format":
      return [problemAt(file, issue.path, "empty")];
    case "too_small":
    case "too_big":
      return [problemAt(file, issue.path, listLengthMessage(issue))];
    default:
      return [problemAt(file, issue.path, issue.message)];
  }
}

const kindName = (expected: string) =>
  expected === "string" ? "a text" : expected === "array" ? "a list" : "a group of fields";

function listLengthMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): string {
  const count = Array.isArray(issue.input) ? issue.input.length : 0;
  const bound = Number(issue.code === "too_small" ? issue.minimum : issue.maximum);
  return issue.code === "too_small"
    ? `${count} items, the layout takes at least ${bound}`
    : `${count} items, the layout takes at most ${bound}`;
}

const placeholdersIn = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));

/**
 * What a shape cannot say: the placeholders each text uses, and each translation against the
 * default language's text at the same place (a lost placeholder, a list of another length, a text
 * left untranslated).
 */
function textProblems(file: ContentFile, json: unknown): Problem[] {
  const problems: Problem[] = [];
  const byLang = isRecord(json) ? json : {};
  const source = byLang[defaultLang];
  for (const lang of languages) {
    const values = byLang[lang];
    for (const [key, field] of Object.entries(file.fields)) {
      const value = isRecord(values) ? values[key] : undefined;
      const original = isRecord(source) && lang !== defaultLang ? source[key] : undefined;
      walk(field, value, original, [lang, key], (path, message) =>
        problems.push(problemAt(file.path, path, message)),
      );
    }
  }
  return problems;
}

function walk(
  field: Field,
  value: unknown,
  original: unknown,
  path: Segment[],
  report: (path: Segment[], message: string) => void,
): void {
  if (field.kind === "text") {
    // A missing or blank text is the shape's problem; one message for it is enough.
    if (typeof value !== "string" || !/\S/.test(value)) return;
    if (field.pattern && !field.pattern.regex.test(value))
      report(path, `"${value}" is not ${field.pattern.description}`);
    const used = placeholdersIn(value);
    for (const name of used) {
      if (!field.placeholders.includes(name ?? ""))
        report(
          path,
          `placeholder {${name}} is unknown to the code${knownList(field.placeholders)}`,
        );
    }
    if (typeof original !== "string") return;
    for (const name of placeholdersIn(original)) {
      if (field.placeholders.includes(name ?? "") && !used.has(name))
        report(path, `placeholder {${name}} is missing (the ${defaultLang} text has it)`);
    }
    // A text of placeholders alone ("{services}") has nothing to translate.
    const words = value.replace(/\{\w+\}/g, "");
    if (!field.same && /\p{L}/u.test(words) && value === original)
      report(path, `identical to the ${defaultLang} text: translate it`);
    return;
  }
  if (field.kind === "list") {
    if (!Array.isArray(value)) return;
    const originals = Array.isArray(original) ? original : undefined;
    if (originals && originals.length !== value.length)
      report(path, `${value.length} items, the ${defaultLang} list has ${originals.length}`);
    value.forEach((item, i) => walk(field.item, item, originals?.[i], [...path, i], report));
    return;
  }
  if (!isRecord(value)) return;
  for (const [key, inner] of Object.entries(field.fields)) {
    const innerOriginal = isRecord(original) ? original[key] : undefined;
    walk(inner, value[key], innerOriginal, [...path, key], report);
  }
}

const knownList = (names: readonly string[]) =>
  names.length === 0
    ? " (it fills none here)"
    : ` (it fills ${names.map((n) => `{${n}}`).join(", ")})`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
