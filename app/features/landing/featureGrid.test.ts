import { describe, expect, it } from "vitest";
import { featureCardClasses } from "./featureGrid";

const layout = (count: number) =>
  Array.from({ length: count }, (_, index) => featureCardClasses(index, count));

describe("the feature cards' grid", () => {
  it("lays five cards out as three, then two sharing the row; the odd last one spans the tablet row", () => {
    expect(layout(5)).toEqual([
      "flex lg:col-span-2",
      "flex lg:col-span-2",
      "flex lg:col-span-2",
      "flex lg:col-span-3",
      "flex md:col-span-2 lg:col-span-3",
    ]);
  });

  it("fills two rows of three with six cards", () => {
    expect(new Set(layout(6))).toEqual(new Set(["flex lg:col-span-2"]));
  });

  it("centres a last card alone in its row", () => {
    expect(layout(4).at(-1)).toBe("flex lg:col-span-2 lg:col-start-3");
    expect(layout(7).at(-1)).toBe("flex md:col-span-2 lg:col-span-2 lg:col-start-3");
  });
});
