import { parseArgs } from "node:util";
import type { TableCommand } from "../../featureKit/featureCommand";
import type { CliContext } from "./cliContext";

/** What the arguments ask for: a command ready to run, the help, or the text of a refusal. */
export type Request =
  { run: (context: CliContext) => Promise<number> } | { help: string } | { error: string };

export interface CommandTable {
  names: string[];
  /** Every command's usage lines, each feature's together. */
  usage: string;
  read: (args: string[]) => Request;
}

function usageOf(features: TableCommand<CliContext>[][]): string {
  // Commands written on one line share its text; it is printed once.
  const groups = features.map((commands) => [...new Set(commands.map((c) => c.usage))].join("\n"));
  return [`Usage: npm run leads -- <command>`, groups.join("\n\n")].join("\n");
}

function optionsOf(commands: TableCommand<CliContext>[]) {
  const options: Record<string, { type: "string" | "boolean" }> = {};
  for (const { name, options: own } of commands) {
    for (const [option, type] of Object.entries(own)) {
      if (options[option] && options[option].type !== type) {
        throw new Error(`leads ${name}: --${option} is a ${options[option].type} elsewhere`);
      }
      options[option] = { type };
    }
  }
  return options;
}

/**
 * The commands of the features a host registers, as one table: `help` lists them. The options
 * of every command are read for each (as one command line always was), each command then takes
 * the ones it uses.
 */
export function commandTable(features: TableCommand<CliContext>[][]): CommandTable {
  const commands = features.flat();
  const byName = new Map(commands.map((entry) => [entry.name, entry]));
  if (byName.size !== commands.length) throw new Error("leads: two commands share a name");
  const usage = usageOf(features);
  const options = optionsOf(commands);
  return {
    names: [...byName.keys()],
    usage,
    read: (args) => {
      let parsed;
      try {
        parsed = parseArgs({ args, allowPositionals: true, options });
      } catch (error) {
        return { error: `${error instanceof Error ? error.message : String(error)}\n${usage}` };
      }
      const [name, ...positionals] = parsed.positionals;
      if (name === "help") return { help: usage };
      const started = name ? byName.get(name)?.start({ positionals, values: parsed.values }) : null;
      if (!started) return { error: usage };
      if (typeof started === "function") return { run: started };
      return { error: started.usage ? `${started.error}\n${usage}` : started.error };
    },
  };
}
