import { describe, expect, it } from "vitest";
import { command } from "./cliContext";
import { commandTable } from "./commandTable";
import { leadsCommands } from "./leadsCommands";

const helpOf = () => {
  const request = leadsCommands.read(["help"]);
  return "help" in request ? request.help : "";
};

describe("npm run leads -- help", () => {
  it("lists every command of the table, each at the start of a line, each name once", () => {
    const help = helpOf();
    // The host's own commands and the feature modules' (visits, funnel) are in one table.
    const some = ["list", "bookings", "visits", "funnel", "release"];
    expect(leadsCommands.names).toEqual(expect.arrayContaining(some));
    expect(new Set(leadsCommands.names).size).toBe(leadsCommands.names.length);
    for (const name of leadsCommands.names) {
      expect(help, name).toMatch(new RegExp(`^  ${name} |\\| ${name} `, "m"));
    }
  });

  it("prints a line shared by two commands once", () => {
    expect(helpOf().match(/attended <id> \| no-show <id>/g)).toHaveLength(1);
  });

  it("answers an unknown command, a missing argument or an unknown option with the usage", () => {
    for (const args of [["nope"], [], ["export"], ["move-host", "b1"], ["list", "--colour"]]) {
      const request = leadsCommands.read(args);
      expect(request, args.join(" ")).toEqual({ error: expect.stringContaining(helpOf()) });
    }
  });

  it("says what is wrong with a value, with the usage only where the command asks for it", () => {
    expect(leadsCommands.read(["list", "--status", "lost"])).toEqual({
      error: 'Unknown status "lost". One of: pending, sent, failed, quarantined, held',
    });
    const spam = leadsCommands.read(["spam", "--ids", "a", "--domain", "example.org"]);
    expect(spam).toEqual({ error: expect.stringMatching(/^Choose the bookings one way/) });
    expect("error" in spam && spam.error).toContain(helpOf());
  });

  it("refuses a table where two features name a command alike", () => {
    const twice = command({ name: "list", usage: "  list", parse: () => ({}), run: async () => 0 });
    expect(() => commandTable([[twice], [twice]])).toThrow(/two commands share a name/);
  });
});
