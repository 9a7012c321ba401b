// `npm run font`: our cut of Inter (docs/decisions/0101): the Latin characters of Fontsource's
// Latin file plus the arrows our copy uses, and only the weights the site uses. The output is
// committed; the build only hashes and copies it.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const source = path.resolve(
  import.meta.dirname,
  "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const target = path.resolve(import.meta.dirname, "../app/assets/fonts/inter-latin-400-600.woff2");

/** Keep in step with `font-weight` in app.css's `@font-face`. */
const weights = { min: 400, max: 600, default: 400 };

const codePointRanges: [number, number][] = [
  [0x0000, 0x00ff], // Basic Latin and Latin-1: English, Dutch and most Western European names
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f], // General Punctuation: dashes, curly quotes, ellipsis
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const text = codePointRanges
  .flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  )
  .join("");
const original = readFileSync(source);
const subset = await subsetFont(original, text, {
  targetFormat: "woff2",
  variationAxes: { wght: weights },
});
writeFileSync(target, subset);
console.log(
  `${path.relative(process.cwd(), target)}: ${subset.length} bytes (Fontsource's Latin file: ${original.length})`,
);
