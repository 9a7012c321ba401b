import { defaultLang, type Lang } from "../../../common/i18n/lang";
import type { Qualification, Standard } from "../../../common/contact/qualification";
import type { AvailabilityRules, BookingConfig } from "../../config/bookingSettings";
import type { HostSetting } from "../../config/teamFile";
import type { CalendarSource } from "../calendar/calendarSource";
import { openCalendarOf } from "../calendar/openCalendar";

/** One person giving demos, with their calendar opened and their own rules. */
export interface TeamHost {
  /** Stored with each of their bookings: the team file's name, or the single calendar's name. */
  key: string;
  /** As notices and invitations name them; empty for the team of one. */
  name: string;
  /** Organises their demos; null: the team's inbox does (the team of one). */
  email: string | null;
  languages: readonly Lang[] | null;
  weight: number;
  since: number | null;
  /** How to join their demos; null: BOOKING_LOCATION. */
  location: string | null;
  /** The standards they demo for; empty: none named (they take any visitor). */
  standards: readonly Standard[];
  rules: AvailabilityRules;
  calendar: CalendarSource;
}

/** The hosts a booking is with: one, chosen by round robin, or all of them (collective). */
export interface BookedHost {
  key: string;
  /** The calendar stored with the booking (its first host's). */
  calendar: string;
  hosts: readonly TeamHost[];
}

export interface Team {
  collective: boolean;
  hosts: readonly [TeamHost, ...TeamHost[]];
  /** Hosts whose calendar failed at its last read: health names them (keys). */
  readonly unreadable: Set<string>;
}

function teamHost(setting: HostSetting, rules: AvailabilityRules, calendar: CalendarSource) {
  const hostRules = { ...rules, hours: setting.hours ?? rules.hours };
  const { email, languages, weight, since, location, standards } = setting;
  return {
    key: setting.name || calendar.name,
    name: setting.name,
    email,
    languages,
    weight,
    since,
    location,
    standards,
    rules: hostRules,
    calendar,
  };
}

/** The team as settings describe it, each host's calendar opened once. */
export function openTeam(config: BookingConfig): Team {
  const zone = config.rules.timeZone;
  const [first, ...others] = config.team.hosts.map((setting) =>
    teamHost(setting, config.rules, openCalendarOf(setting.calendar, zone)),
  );
  if (!first) throw new Error("a team needs a host");
  return { collective: config.team.collective, hosts: [first, ...others], unreadable: new Set() };
}

/** The single calendar as a team of one: what a caller that opened one calendar gets. */
export function teamOfCalendar(config: BookingConfig, calendar: CalendarSource): Team {
  const setting = config.team.hosts[0];
  return {
    collective: false,
    hosts: [teamHost(setting, config.rules, calendar)],
    unreadable: new Set(),
  };
}

const isTeamOfOne = (team: Team) => !team.collective && team.hosts.length === 1;

/** A collective demo's key: every host's, in the team file's order. */
const collectiveKey = (team: Team) => team.hosts.map((host) => host.key).join(" + ");

export const bookedHost = (team: Team, hosts: readonly TeamHost[]): BookedHost => ({
  key: team.collective ? collectiveKey(team) : hosts.map((host) => host.key).join(" + "),
  calendar: hosts[0]?.calendar.name ?? "",
  hosts,
});

/**
 * The hosts of a stored booking's `host`; none for a host no longer in the team. A team of one
 * owns every booking, also those stored under an earlier calendar's name.
 */
export function hostsOf(team: Team, key: string): TeamHost[] {
  if (team.collective && key === collectiveKey(team)) return [...team.hosts];
  if (isTeamOfOne(team)) return [team.hosts[0]];
  return team.hosts.filter((host) => host.key === key);
}

/** What chooses a visitor's hosts: their message's language and the standards they named. */
export interface VisitorNeeds {
  lang: Lang;
  standards: readonly Standard[];
}

/** A visitor's needs from their stored message; without one, the default language and no standard. */
export const needsOf = (
  message: { lang: Lang; qualification: Qualification } | null,
): VisitorNeeds => ({
  lang: message?.lang ?? defaultLang,
  standards: message?.qualification.standards ?? [],
});

/**
 * The hosts suited to a visitor (docs/bookings.md#who-gets-which-demo): those who give demos in
 * their language (everyone when nobody does); of those, the ones covering the most of the
 * standards they named, when any covers one; else all of them (the visitor still gets a demo).
 * A collective team is always everyone.
 */
export function suitableHosts(team: Team, visitor: VisitorNeeds): TeamHost[] {
  if (team.collective) return [...team.hosts];
  const { lang, standards } = visitor;
  const speaking = team.hosts.filter((host) => !host.languages || host.languages.includes(lang));
  const suited = speaking.length > 0 ? speaking : [...team.hosts];
  const covered = suited.map((host) => standards.filter((s) => host.standards.includes(s)).length);
  const most = Math.max(0, ...covered);
  return most === 0 ? suited : suited.filter((_, index) => covered[index] === most);
}
