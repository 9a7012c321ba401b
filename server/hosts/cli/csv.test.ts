import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("CSV export cells", () => {
  it.each(['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "never lets a spreadsheet run %j as a formula",
    (value) => {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    },
  );

  it("keeps ordinary text as written, quoted, with quotes doubled and line breaks inside", () => {
    expect(csvRow(['Say "hi"', "line1\nline2", 42, null])).toBe(
      '"Say ""hi""","line1\nline2","42",""',
    );
  });
});
