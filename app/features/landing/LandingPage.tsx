import { BelowTheFold } from "../../components/ui/BelowTheFold";
import { CertificationsRow } from "./CertificationsRow";
import { ClosingCta } from "./ClosingCta";
import { Hero } from "./Hero";
import { InsightsSection } from "./InsightsSection";
import { OfficeSection } from "./OfficeSection";
import { ProblemSection } from "./ProblemSection";
import { SecuritySection } from "./SecuritySection";
import { SolutionSection } from "./SolutionSection";

/** The landing page's sections after the hero, in order. */
const belowTheFold = [
  ProblemSection,
  SolutionSection,
  InsightsSection,
  OfficeSection,
  SecuritySection,
  CertificationsRow,
  ClosingCta,
];

export function LandingPage() {
  return (
    <>
      <Hero />
      {belowTheFold.map((Section, index) => (
        <BelowTheFold key={index}>
          <Section />
        </BelowTheFold>
      ))}
    </>
  );
}
