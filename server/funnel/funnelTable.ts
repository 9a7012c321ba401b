import type { Lang } from "../../common/i18n/lang";
import { translator, type Translate } from "../../common/i18n/translate";
import { funnelCopy } from "./funnelCopy";
import type { FunnelFigures, FunnelRates } from "./funnel";

type Label = keyof (typeof funnelCopy)["en"];
const counts = [
  "visits",
  "messages",
  "heldForReview",
  "bookings",
  "cancelled",
  "demosHeld",
  "noShows",
  "notRecorded",
  "upcoming",
] as const satisfies readonly (keyof FunnelFigures & Label)[];
const rates = [
  "visitToMessage",
  "messageToBooking",
  "bookingToCancelled",
  "bookingToDemoHeld",
  "bookingToNoShow",
] as const satisfies readonly (keyof FunnelRates & Label)[];
const medians = [
  ["medianMessageToBooking", "medianMessageToBookingMs"],
  ["medianBookingToDemo", "medianBookingToDemoMs"],
] as const;

/** A table column: its heading and the figures under it. */
export interface FunnelColumn {
  heading: string;
  figures: FunnelFigures;
}

/** How a column's cells are written in one language. */
export interface FunnelFormat {
  t: Translate<Label>;
  count: (n: number | null) => string;
  rate: (r: number | null) => string;
  duration: (ms: number | null) => string;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function funnelFormat(lang: Lang): FunnelFormat {
  const t = translator(funnelCopy, lang);
  const decimal = (n: number, digits: number) =>
    String(Number(n.toFixed(digits))).replace(".", t("decimalMark"));
  return {
    t,
    count: (n) => (n === null ? t("none") : String(n)),
    rate: (r) => (r === null ? t("none") : `${decimal(r * 100, 1)}%`),
    duration: (ms) => {
      if (ms === null) return t("none");
      if (ms < hour) return t("minutes", { n: Math.round(ms / minute) });
      if (ms < 2 * day) return t("hours", { n: decimal(ms / hour, 1) });
      return t("days", { n: decimal(ms / day, 1) });
    },
  };
}

/** Each line of the table: its label, then one cell per column. */
export function funnelCells(columns: readonly FunnelColumn[], format: FunnelFormat): string[][] {
  const { t } = format;
  return [
    ["", ...columns.map((column) => column.heading)],
    ...counts.map((key) => [t(key), ...columns.map((c) => format.count(c.figures[key]))]),
    ...rates.map((key) => [t(key), ...columns.map((c) => format.rate(c.figures.rates[key]))]),
    ...medians.map(([label, key]) => [
      t(label),
      ...columns.map((c) => format.duration(c.figures[key])),
    ]),
  ];
}

/** Lines of cells as aligned plain text: the label left, the figures right. */
export function alignedLines(cells: readonly string[][]): string[] {
  const widths = (cells[0] ?? []).map((_, i) =>
    Math.max(...cells.map((row) => row[i]?.length ?? 0)),
  );
  return cells.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}
