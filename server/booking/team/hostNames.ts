import { languageRow, type Lang } from "../../../common/i18n/lang";
import { hostsOf, type Team } from "./team";

/**
 * The people a visitor is told give their demo: the hosts of the team file under `key`. None for
 * the single calendar as a team of one: its key is a calendar's name (a file path, a feed's
 * origin), never a person's, so it is not shown.
 */
export const hostNamesOf = (team: Team, key: string): string[] =>
  hostsOf(team, key).flatMap((host) => (host.name ? [host.name] : []));

/** The names as one phrase in `lang` ("Anna and Ben", "Anna en Ben"); null for nobody. */
export function hostNameIn(names: readonly string[], lang: Lang): string | null {
  if (names.length === 0) return null;
  return new Intl.ListFormat(languageRow(lang).locale, { type: "conjunction" }).format(names);
}
