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

/** How the table's cells are written in one language. */
export interface FunnelFormat {
  t: Translate<Label>;
  count: (n: number | null) => string;
  rate: (r: number | null) => string;
  duration: (ms: number | null) => string;
  /** A change: a count's, a rate's in percentage points, a median's; signed. */
  countChange: (n: number | null) => string;
  rateChange: (points: number | null) => string;
  durationChange: (ms: number | null) => string;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function funnelFormat(lang: Lang): FunnelFormat {
  const t = translator(funnelCopy, lang);
  const decimal = (n: number, digits: number) =>
    String(Number(n.toFixed(digits))).replace(".", t("decimalMark"));
  const duration = (ms: number | null) => {
    if (ms === null) return t("none");
    if (ms < hour) return t("minutes", { n: Math.round(ms / minute) });
    if (ms < 2 * day) return t("hours", { n: decimal(ms / hour, 1) });
    return t("days", { n: decimal(ms / day, 1) });
  };
  const signed = (n: number | null, write: (abs: number) => string) =>
    n === null ? t("none") : `${n > 0 ? "+" : n < 0 ? "−" : "±"}${write(Math.abs(n))}`;
  return {
    t,
    count: (n) => (n === null ? t("none") : String(n)),
    rate: (r) => (r === null ? t("none") : `${decimal(r * 100, 1)}%`),
    duration,
    countChange: (n) => signed(n, String),
    rateChange: (points) => signed(points, (abs) => t("points", { n: decimal(abs * 100, 1) })),
    durationChange: (ms) => signed(ms, duration),
  };
}

/** The labels of the table's lines, in order. */
function funnelLabels({ t }: FunnelFormat): string[] {
  return [...counts, ...rates, ...medians.map(([label]) => label)].map((label) => t(label));
}

/** One column of figures, in the lines' order. */
export function figureCells(figures: FunnelFigures, format: FunnelFormat): string[] {
  return [
    ...counts.map((key) => format.count(figures[key])),
    ...rates.map((key) => format.rate(figures.rates[key])),
    ...medians.map(([, key]) => format.duration(figures[key])),
  ];
}

const difference = (after: number | null, before: number | null) =>
  after === null || before === null ? null : after - before;

/** The change from `before` to `after`, in the lines' order. */
export function changeCells(
  before: FunnelFigures,
  after: FunnelFigures,
  format: FunnelFormat,
): string[] {
  return [
    ...counts.map((key) => format.countChange(difference(after[key], before[key]))),
    ...rates.map((key) => format.rateChange(difference(after.rates[key], before.rates[key]))),
    ...medians.map(([, key]) => format.durationChange(difference(after[key], before[key]))),
  ];
}

/** A heading and the cells under it. */
export interface TableColumn {
  heading: string;
  cells: string[];
}

/** The table as aligned plain text: the labels left, each column right-aligned. */
export function funnelTable(columns: readonly TableColumn[], format: FunnelFormat): string[] {
  const labels = funnelLabels(format);
  const rows = [
    ["", ...columns.map((column) => column.heading)],
    ...labels.map((label, i) => [label, ...columns.map((column) => column.cells[i] ?? "")]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd(),
  );
}
