import type { Team } from "../../booking/team/team";
import { command as featureCommand, type CliCommand } from "../../featureKit/featureCommand";
import type { HostContext } from "../../featureKit/featureModule";
import type { Stores } from "../stores";

/** What the host's own commands run against: every store, the settings, the team's calendars. */
export interface CliContext extends HostContext<Stores> {
  /** The hosts' calendars, for an erasure's event removal and a host move; null without them. */
  team: Team | null;
}

/** A command of the cross-feature wiring the host keeps (contact, booking, review). */
export const command = <Args>(spec: CliCommand<Args, CliContext>) => featureCommand(spec);
