import { BelowTheFold } from "../../components/ui/BelowTheFold";
import { Prerendered } from "../../components/ui/Prerendered";
import { StylesheetFold } from "../../components/ui/StylesheetFold";
import { CertificationsRow } from "./CertificationsRow";
import { ClosingCta } from "./ClosingCta";
import { Hero } from "./Hero";
import { InsightsSection } from "./InsightsSection";
import { OfficeSection } from "./OfficeSection";
import { ProblemSection } from "./ProblemSection";
import { SecuritySection } from "./SecuritySection";
import { SolutionSection } from "./SolutionSection";

/**
 * The sections after the problem cards, in order. Nothing in them needs a script (links, and
 * `<details>` for the feature cards), so only the HTML carries them (docs/decisions/0114); in the
 * browser bundle the list is empty.
 */
const staticSections = import.meta.env.SSR
  ? [
      SolutionSection,
      InsightsSection,
      OfficeSection,
      SecuritySection,
      CertificationsRow,
      ClosingCta,
    ]
  : [];
// The browser renders as many empty places as the HTML has sections (the list above is empty there).
const staticSectionCount = 6;

export function LandingPage() {
  return (
    <>
      <Prerendered>
        {import.meta.env.SSR && (
          <>
            <Hero />
            <StylesheetFold />
          </>
        )}
      </Prerendered>
      <BelowTheFold>
        <ProblemSection />
      </BelowTheFold>
      {Array.from({ length: staticSectionCount }, (_, index) => {
        const Section = staticSections[index];
        return (
          <Prerendered key={index} className="render-when-near">
            {Section && <Section />}
          </Prerendered>
        );
      })}
    </>
  );
}
