/**
 * The mark where a document page's first paint ends (docs/decisions/0118). The build inlines only
 * the rules the HTML before it can use and puts the stylesheet with the others in its place: the
 * browser paints what comes before at once and holds back only what follows, until those rules
 * are in.
 */
export const stylesheetFoldAttribute = "data-stylesheet-fold";
