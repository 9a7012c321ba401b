// Review's commands: deliver a message held for review, and the blocklist that holds them.
import { command } from "./cliContext";
import { blockCommand, releaseCommand, type BlockAction } from "./heldCommands";

function blockArgs([action, ...entries]: string[]) {
  if (action === "list" && entries.length === 0) return { action: "list" as const, entries };
  const changes: BlockAction[] = ["add", "remove"];
  const change = changes.find((known) => known === action);
  return change && entries.length > 0 ? { action: change, entries } : undefined;
}

export const reviewCommands = [
  command({
    name: "release",
    usage:
      "  release <id>                                       deliver a message held for review, as usual",
    parse: ({ positionals: [id] }) => (id ? { id } : undefined),
    run: ({ id }, { stores, config }) => releaseCommand(id, stores, config),
  }),
  command({
    name: "block",
    usage: `  block add|remove <address|domain>...               hold every message from it (or stop)
  block list                                         the blocklist`,
    parse: ({ positionals }) => blockArgs(positionals),
    run: ({ action, entries }, { stores }) => blockCommand(action, entries, stores),
  }),
];
