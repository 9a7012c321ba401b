import { stylesheetFoldAttribute } from "../../../common/stylesheetFold";

/**
 * Where the first paint's styles end (common/stylesheetFold.ts): the build links the stylesheet
 * for everything after it here. An inert `template` until then, so the development server, which
 * links the whole stylesheet in the head, shows nothing. Only inside `Prerendered` content: React
 * would not hydrate the link the build puts in its place.
 */
export function StylesheetFold() {
  return <template {...{ [stylesheetFoldAttribute]: "" }} />;
}
