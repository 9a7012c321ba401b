import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { channelNames } from "./channels";

const deliveries = readFileSync(path.join(import.meta.dirname, "../../docs/deliveries.md"), "utf8");

/** The first cell of each row of the table under "## Channels" in docs/deliveries.md. */
function documentedChannels(): string[] {
  const section = deliveries.split(/^## /m).find((part) => part.startsWith("Channels\n")) ?? "";
  return [...section.matchAll(/^\| `([a-z]+)` +\|/gm)].map((match) => match[1] ?? "");
}

describe("docs/deliveries.md's channel list", () => {
  it("names exactly the channel table's channels, in its order", () => {
    expect(documentedChannels()).toEqual(channelNames);
  });
});
