import { defineCopy } from "../i18n/translate";

/**
 * How a slot list names its zones, its days and its night times, the same on the slot page and
 * in the picker.
 */
export const slotZoneCopy = defineCopy(
  {
    zoneShown: "Time zone: {zone}",
    teamZoneShown: "Our team’s time zone: {zone}",
    teamTime: "{time} our time",
    oneTime: "1 free time",
    manyTimes: "{count} free times",
    nextFree: "Book the next free time: {day}, {time}",
    nightHidden: "Times before {from} and from {until} your time are not shown.",
    showNight: "Show early and late times",
    hideNight: "Hide early and late times",
    noDaytime: "No time between {from} and {until} your time is free in the coming weeks.",
  },
  {
    zoneShown: "Tijdzone: {zone}",
    teamZoneShown: "Tijdzone van ons team: {zone}",
    teamTime: "{time} bij ons",
    oneTime: "1 vrij moment",
    manyTimes: "{count} vrije momenten",
    nextFree: "Eerstvolgende vrije moment boeken: {day}, {time}",
    nightHidden: "Momenten vóór {from} en vanaf {until} uw tijd worden niet getoond.",
    showNight: "Ook vroege en late momenten tonen",
    hideNight: "Vroege en late momenten verbergen",
    noDaytime: "Tussen {from} en {until} uw tijd is er de komende weken geen moment vrij.",
  },
);
