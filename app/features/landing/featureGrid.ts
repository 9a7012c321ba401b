/**
 * Where a feature card sits, for any number of cards (the content's list, 3 to 9): two columns
 * on tablets, where an odd last card takes the row; rows of three on wide screens, where a last
 * row of two shares the width and a last card alone sits in the middle. Whole class names, so
 * that Tailwind finds them.
 */
export function featureCardClasses(index: number, count: number): string {
  const classes = ["flex"];
  const isLast = index === count - 1;
  if (isLast && count % 2 === 1) classes.push("md:col-span-2");
  const lastRow = count % 3;
  const inLastRow = index >= count - lastRow;
  if (inLastRow && lastRow === 2) classes.push("lg:col-span-3");
  else if (inLastRow && lastRow === 1) classes.push("lg:col-span-2 lg:col-start-3");
  else classes.push("lg:col-span-2");
  return classes.join(" ");
}
