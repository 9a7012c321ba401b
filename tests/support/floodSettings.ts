/**
 * The flood rule (docs/decisions/0845-flood-rule.md) off: the servers tests start post more
 * messages an hour than a site ordinarily gets, so the rule is off unless a test turns it on.
 */
export const floodRuleOff = { FLOOD_PER_HOUR: "off", FLOOD_PLAIN_PER_HOUR: "off" };

/** The flood rule as an installation has it by default (an empty setting reads as its default). */
export const floodRuleDefaults = { FLOOD_PER_HOUR: "", FLOOD_PLAIN_PER_HOUR: "" };
