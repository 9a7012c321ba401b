import { defineCopy } from "../i18n/translate";

/** How a slot list names its zones, the same on the slot page and in the picker. */
export const slotZoneCopy = defineCopy(
  {
    zoneShown: "Time zone: {zone}",
    teamZoneShown: "Our team’s time zone: {zone}",
    teamTime: "{time} our time",
  },
  {
    zoneShown: "Tijdzone: {zone}",
    teamZoneShown: "Tijdzone van ons team: {zone}",
    teamTime: "{time} bij ons",
  },
);
