import {
  leadSourceFields,
  type LeadSource,
  type LeadSourceField,
} from "../../../common/contact/leadSource";

/** A source field's CSV column: `source_` and its name in snake case (utmSource → source_utm_source). */
export const sourceColumnOf = (field: LeadSourceField) =>
  `source_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/** `leads show`: the source's known values, one a line, or that it is unknown. */
export function sourceLines(source: LeadSource): string[] {
  const known = leadSourceFields.flatMap((field) => {
    const value = source[field];
    return value === undefined ? [] : [`  ${`${field}:`.padEnd(18)}${value}`];
  });
  return known.length > 0 ? ["source:", ...known] : ["source:      unknown"];
}
