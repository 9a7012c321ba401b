import { defineCopy } from "../../common/i18n/translate";

/** The weekly digest to the team's inbox, in the inbox language. */
export const weeklyDigestCopy = defineCopy(
  {
    subject:
      "Weekly report {week}: {messages} messages, {bookings} bookings, {demosHeld} demos held",
    intro:
      "What the site brought in last week (Monday {from} to Sunday {to}, UTC), beside the week before.",
    quiet:
      "The site recorded no visits, messages or bookings last week or the week before. This mail comes every Monday all the same, so you know the report works.",
    reading:
      "Each rate is a step over the one before it; cancelled, demos held and no-shows are shares of the bookings. “Ended, not recorded”: demos whose host has not said whether they took place.",
    byStandard:
      "Last week by the standard the visitor named (a message naming two counts under both, so the columns may add up to more than the total):",
    noStandard: "none named",
    more: "Any period, by week, language, source or standard: npm run leads -- funnel. To stop this mail: MAIL_WEEKLY_DIGEST=off.",
  },
  {
    nl: {
      subject:
        "Weekoverzicht {week}: {messages} berichten, {bookings} boekingen, {demosHeld} demo's gehouden",
      intro:
        "Wat de website vorige week opleverde (maandag {from} tot en met zondag {to}, UTC), naast de week ervoor.",
      quiet:
        "De website heeft vorige week en de week ervoor geen bezoeken, berichten of boekingen geregistreerd. Deze mail komt toch elke maandag, zodat u weet dat het overzicht werkt.",
      reading:
        "Elk percentage is een stap ten opzichte van de vorige; geannuleerd, demo's gehouden en niet verschenen zijn aandelen van de boekingen. ‘Afgelopen, niet vastgelegd’: demo's waarvan de host nog niet heeft gemeld of ze hebben plaatsgevonden.",
      byStandard:
        "Vorige week per norm die de bezoeker noemde (een bericht met twee normen telt onder beide, dus de kolommen kunnen samen meer zijn dan het totaal):",
      noStandard: "geen genoemd",
      more: "Elke periode, per week, taal, bron of norm: npm run leads -- funnel. Deze mail uitzetten: MAIL_WEEKLY_DIGEST=off.",
    },
  },
);
