// `npm run leads -- <command>`: the operator's view of the same storage the server uses
// (DATABASE_URL or DATA_DIR). `npm run leads -- help` lists the commands (./leadsCommands.ts).
import { openTeam } from "../../booking/team/team";
import { loadHostConfig } from "../../config/hostConfig";
import { openStores } from "../openStores";
import { leadsCommands } from "./leadsCommands";

// `npm run leads -- bookings | head` closes the pipe early: the reader has what it wanted.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

async function main(args: string[]): Promise<number> {
  const request = leadsCommands.read(args);
  if ("help" in request) {
    console.log(request.help);
    return 0;
  }
  if ("error" in request) {
    console.error(request.error);
    return 2;
  }
  const { config } = loadHostConfig(process.env);
  const stores = await openStores(config);
  try {
    // The hosts' calendars of this command, for an erasure's event removal and a host move.
    const team = config.booking && openTeam(config.booking);
    return await request.run({ stores, config, team });
  } finally {
    await stores.engine.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
