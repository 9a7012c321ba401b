import type { Lang } from "../../common/i18n/lang";
import { translator } from "../../common/i18n/translate";
import { escapeHtml } from "../delivery/mail/escape";
import { slotZoneCopy } from "../../common/booking/slotCopy";
import { bookedWhen, dayLabel, zoneName } from "../../common/booking/zoneNames";
import { bookingPageCopy } from "./bookingPageCopy";
import type { SlotsByDay } from "./slotDays";
import { zoneForm } from "./zoneForm";

/** What a booking page shows; every text in it is escaped. */
export type BookingPageContent =
  | { kind: "pick"; slots: SlotsByDay; token: string; taken: boolean }
  | { kind: "booked"; start: number; zone: string }
  | { kind: "unavailable" }
  | { kind: "unknown" };

export interface BookingPageSite {
  lang: Lang;
  email: string;
  productName: string;
  /** Where the form posts: the booking path on this server. */
  action: string;
  /** The site's home in the visitor's language. */
  home: string;
}

// Stands alone like the contact answer page: no site scripts or styles; 44 px targets.
const style = `body{font:16px/1.6 system-ui,sans-serif;color:#0f1f3d;max-width:40rem;margin:0 auto;padding:2rem 1.25rem}
h1{font-size:1.75rem;line-height:1.25}a{color:#0b5f59}fieldset{border:0;padding:0;margin:1.25rem 0}
legend{font-weight:600;margin-bottom:.5rem}.slots{display:flex;flex-wrap:wrap;gap:.5rem}
.slots label{display:inline-flex;align-items:center;gap:.5rem;min-height:44px;min-width:44px;padding:0 .75rem;border:1px solid #94a3b8;border-radius:.5rem;cursor:pointer}
.slots label small{color:#475569}.slots input{width:1.25rem;height:1.25rem;margin:0}
button{min-height:44px;padding:0 1.25rem;font:inherit;font-weight:600;color:#fff;background:#0b5f59;border:0;border-radius:.5rem;cursor:pointer}
.zone{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}select{min-height:44px;max-width:100%;font:inherit}
button.secondary{color:#0b5f59;background:#fff;border:1px solid #0b5f59}`;

function slotForm(content: Extract<BookingPageContent, { kind: "pick" }>, site: BookingPageSite) {
  const t = translator(bookingPageCopy, site.lang);
  const zones = translator(slotZoneCopy, site.lang);
  const { slots } = content;
  const days = slots.days.map((day) => {
    const options = day.slots.map((slot) => {
      const team =
        slot.teamTime && slots.teamZone
          ? ` <small>(${escapeHtml(zones("teamTime", { time: slot.teamTime }))})</small>`
          : "";
      return `<label><input type="radio" name="start" value="${slot.start}" required> ${escapeHtml(slot.time)}${team}</label>`;
    });
    return `<fieldset><legend>${escapeHtml(dayLabel(day.date, site.lang))}</legend><div class="slots">${options.join("")}</div></fieldset>`;
  });
  if (days.length === 0) return `<p>${escapeHtml(t("noSlots"))}</p>`;
  const hidden = [
    ["token", content.token],
    ["zone", slots.zone],
    ["lang", site.lang],
  ].map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? "")}">`,
  );
  return `<form method="post" action="${escapeHtml(site.action)}">${hidden.join("")}${days.join("")}<button type="submit">${escapeHtml(t("book"))}</button></form>`;
}

/** The zones named in words, and the form to show the times in another one. */
function zoneLines(content: Extract<BookingPageContent, { kind: "pick" }>, site: BookingPageSite) {
  const t = translator(slotZoneCopy, site.lang);
  const { zone, teamZone } = content.slots;
  const team = teamZone
    ? `<p>${escapeHtml(t("teamZoneShown", { zone: zoneName(teamZone, site.lang) }))}</p>`
    : "";
  const form = zoneForm({
    action: site.action,
    token: content.token,
    lang: site.lang,
    shown: zone,
    teamZone: teamZone ?? zone,
    now: Date.now(),
  });
  return `<p>${escapeHtml(t("zoneShown", { zone: zoneName(zone, site.lang) }))}</p>${team}${form}`;
}

function body(content: BookingPageContent, site: BookingPageSite): { title: string; html: string } {
  const t = translator(bookingPageCopy, site.lang);
  switch (content.kind) {
    case "pick": {
      const lead = content.taken ? t("taken") : t("sent");
      const html = `<p role="${content.taken ? "alert" : "status"}">${escapeHtml(lead)}</p><p>${escapeHtml(t("pickIntro"))}</p>${zoneLines(content, site)}${slotForm(content, site)}`;
      return { title: t("pickTitle"), html };
    }
    case "booked": {
      const when = bookedWhen(content.start, content.zone, site.lang);
      const zone = zoneName(content.zone, site.lang, content.start);
      return {
        title: t("bookedTitle"),
        html: `<p>${escapeHtml(t("booked", { when, zone }))}</p>`,
      };
    }
    case "unavailable":
      return { title: t("unavailableTitle"), html: `<p>${escapeHtml(t("unavailable"))}</p>` };
    case "unknown":
      return {
        title: t("unknownTitle"),
        html: `<p>${escapeHtml(t("unknown", { email: site.email }))}</p>`,
      };
  }
}

/** A complete HTML document for the booking flow without scripts. */
export function renderBookingPage(content: BookingPageContent, site: BookingPageSite): string {
  const t = translator(bookingPageCopy, site.lang);
  const { title, html } = body(content, site);
  return `<!doctype html>
<html lang="${site.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(`${title} | ${site.productName}`)}</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${html}
<p><a href="${escapeHtml(site.home)}">${escapeHtml(t("backToSite"))}</a></p>
</main>
</body>
</html>
`;
}
