import { z } from "zod";

/**
 * Zod parsers for single environment variables. Each takes the raw text (or nothing) and reports a
 * problem in words an operator can act on; the variable's name is added by the caller.
 */

const raw = z.string().optional();

export function text(fallback: string) {
  return raw.transform((value) => value?.trim() || fallback);
}

export function whole(fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) {
  return raw.transform((value, ctx) => {
    const trimmed = value?.trim();
    if (!trimmed) return fallback;
    const number = Number(trimmed);
    if (!Number.isInteger(number) || number < min || number > max) {
      const range =
        max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
      ctx.addIssue({
        code: "custom",
        message: `must be a whole number ${range}, got "${trimmed}"`,
      });
      return z.NEVER;
    }
    return number;
  });
}

const yes = ["1", "true", "yes", "on"];
const no = ["0", "false", "no", "off"];

/** The same words as the site's settings accept; anything else (`ture`) is an error, not "off". */
export function flag(fallback = false) {
  return raw.transform((value, ctx) => {
    const word = value?.trim().toLowerCase();
    if (!word) return fallback;
    if (yes.includes(word)) return true;
    if (no.includes(word)) return false;
    ctx.addIssue({
      code: "custom",
      message: `must be true or false (1/0, yes/no, on/off), got "${value?.trim()}"`,
    });
    return z.NEVER;
  });
}

export function oneOf<const T extends readonly [string, ...string[]]>(
  choices: T,
  fallback: T[number],
) {
  return raw.transform((value, ctx): T[number] => {
    const word = value?.trim().toLowerCase() || fallback;
    if ((choices as readonly string[]).includes(word)) return word;
    ctx.addIssue({
      code: "custom",
      message: `must be one of ${choices.join(", ")}, got "${value?.trim()}"`,
    });
    return z.NEVER;
  });
}

/** Whitespace- or comma-separated origins (scheme://host[:port]). */
export function origins() {
  return raw.transform((value, ctx) => {
    const entries = value?.trim() ? value.trim().split(/[\s,]+/) : [];
    const parsed: string[] = [];
    for (const entry of entries) {
      try {
        parsed.push(new URL(entry).origin);
      } catch {
        ctx.addIssue({
          code: "custom",
          message: `entries must be origins such as https://www.example.com, got "${entry}"`,
        });
        return z.NEVER;
      }
    }
    return parsed;
  });
}

/** A parser of ours that throws an Error with its message, as a zod step. */
export function parsedWith<T>(parse: (value: string) => T, fallback: string) {
  return raw.transform((value, ctx) => {
    try {
      return parse(value?.trim() || fallback);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });
}

/** One message naming every variable that is wrong, so a start fails once with the whole list. */
export function settingsError(error: z.ZodError): Error {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${issue.message.startsWith(name) ? issue.message : `${name} ${issue.message}`}`;
  });
  return new Error(`Invalid server settings:\n${lines.join("\n")}`);
}
