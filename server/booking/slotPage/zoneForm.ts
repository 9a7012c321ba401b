import type { Lang } from "../../../common/i18n/lang";
import { translator } from "../../../common/i18n/translate";
import { zoneName, zoneOffset } from "../../../common/booking/zoneNames";
import { escapeHtml } from "../../text/escape";
import zoneFormCopy from "@content/booking/zoneForm.json";

/**
 * Without scripts the server cannot know the visitor's zone, so the slot page offers these: one
 * per generic name, for where our visitors are likely to be, west to east. The team's zone and
 * the one shown are always added.
 */
const offeredZones = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Lisbon",
  "Europe/Amsterdam",
  "Africa/Johannesburg",
  "Europe/Helsinki",
  "Europe/Istanbul",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
];

interface ZoneChoice {
  zone: string;
  label: string;
  offsetMinutes: number;
}

function offsetMinutes(zone: string, at: number): number {
  const match = /GMT([+-])(\d+)(?::(\d+))?/.exec(zoneOffset(zone, "en", at));
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The zones to choose from, each named once in the page's language, ordered by offset. */
export function zoneChoices(shown: string, teamZone: string, lang: Lang, at: number): ZoneChoice[] {
  const t = translator(zoneFormCopy, lang);
  const byName = new Map<string, ZoneChoice>();
  // The shown zone and the team's first: a listed zone with the same name gives way to them.
  for (const zone of [shown, teamZone, ...offeredZones]) {
    const name = zoneName(zone, lang, at);
    if (byName.has(name)) continue;
    const label = t("option", { zone: name, offset: zoneOffset(zone, lang, at) });
    byName.set(name, { zone, label, offsetMinutes: offsetMinutes(zone, at) });
  }
  return [...byName.values()].sort((a, b) => a.offsetMinutes - b.offsetMinutes);
}

export interface ZoneFormTarget {
  action: string;
  token: string;
  lang: Lang;
  shown: string;
  teamZone: string;
  now: number;
}

/** A plain GET form: the same slot page again, with the times in the chosen zone. */
export function zoneForm(target: ZoneFormTarget): string {
  const t = translator(zoneFormCopy, target.lang);
  const options = zoneChoices(target.shown, target.teamZone, target.lang, target.now).map(
    ({ zone, label }) =>
      `<option value="${escapeHtml(zone)}"${zone === target.shown ? " selected" : ""}>${escapeHtml(label)}</option>`,
  );
  const hidden = [
    ["t", target.token],
    ["lang", target.lang],
  ].map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? "")}">`,
  );
  return `<form method="get" action="${escapeHtml(target.action)}" class="zone">${hidden.join("")}<label for="zone">${escapeHtml(t("label"))}</label> <select id="zone" name="zone">${options.join("")}</select> <button type="submit" class="secondary">${escapeHtml(t("show"))}</button></form>`;
}
