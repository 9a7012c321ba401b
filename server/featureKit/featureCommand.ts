import type { ServerConfig } from "../config/serverConfig";

/**
 * What a feature module's command runs against: its own store and the server's settings. The
 * host's own commands get more (every store, the team's calendars: server/hosts/cli/cliContext.ts).
 */
export interface CommandContext<Store> {
  store: Store;
  config: ServerConfig;
}

/** The arguments after the command's name, read with the options of every command. */
export interface CliInput {
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

/** What is wrong with the arguments; `usage` also prints the whole usage text after it. */
export interface CliRefusal {
  error: string;
  usage?: true;
}

/** One `npm run leads -- <name> …` command: its usage lines, its arguments and what it does. */
export interface CliCommand<Args, Context> {
  name: string;
  /** Its lines of the help; commands written on one line share the same text (printed once). */
  usage: string;
  /** The options it reads, each a string or a flag (`npm run leads` accepts every command's). */
  options?: Record<string, "string" | "boolean">;
  /** Its arguments, what is wrong with them, or `undefined` to answer with the usage text. */
  parse: (input: CliInput) => Args | CliRefusal | undefined;
  run: (args: Args, context: Context) => Promise<number>;
}

/** A command of the table: its arguments' type stays inside, so the host needs none of them. */
export interface TableCommand<Context> {
  name: string;
  usage: string;
  options: Record<string, "string" | "boolean">;
  start: (input: CliInput) => ((context: Context) => Promise<number>) | CliRefusal | undefined;
}

/** Refuses the arguments with a reason, and with the whole usage text after it if `withUsage`. */
export const refuse = (error: string, withUsage = false): CliRefusal =>
  withUsage ? { error, usage: true } : { error };

const isRefusal = (parsed: unknown): parsed is CliRefusal =>
  typeof parsed === "object" && parsed !== null && "error" in parsed;

export function command<Args, Context>(spec: CliCommand<Args, Context>): TableCommand<Context> {
  return {
    name: spec.name,
    usage: spec.usage,
    options: spec.options ?? {},
    start: (input) => {
      const parsed = spec.parse(input);
      if (parsed === undefined) return undefined;
      if (isRefusal(parsed)) return { error: parsed.error, usage: parsed.usage };
      return (context) => spec.run(parsed, context);
    },
  };
}

/** A string option's value (an option given as a flag has none). */
export const text = (input: CliInput, name: string) => {
  const value = input.values[name];
  return typeof value === "string" ? value : undefined;
};

export const flag = (input: CliInput, name: string) => input.values[name] === true;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !isNaN(Date.parse(value));

/** A command's `--from` and `--to` days (UTC, both included), or what is wrong with them. */
export function dayRange(
  command: string,
  from: string | undefined,
  to: string | undefined,
): { from: string; to: string } | { error: string } {
  if (!from || !to || !isDay(from) || !isDay(to)) {
    return {
      error: `${command} needs --from and --to as days, e.g. --from 2027-03-01 --to 2027-03-31`,
    };
  }
  if (from > to) return { error: `--from ${from} is after --to ${to}` };
  return { from, to };
}
