import { BelowTheFold } from "../../components/ui/BelowTheFold";
import { CertificationsRow } from "./CertificationsRow";
import { ClosingCta } from "./ClosingCta";
import { Hero } from "./Hero";
import { InsightsSection } from "./InsightsSection";
import { OfficeSection } from "./OfficeSection";
import { ProblemSection } from "./ProblemSection";
import { SecuritySection } from "./SecuritySection";
import { SolutionSection } from "./SolutionSection";

export function LandingPage() {
  return (
    <>
      <Hero />
      <BelowTheFold>
        <ProblemSection />
      </BelowTheFold>
      <BelowTheFold>
        <SolutionSection />
      </BelowTheFold>
      <BelowTheFold>
        <InsightsSection />
      </BelowTheFold>
      <BelowTheFold>
        <OfficeSection />
      </BelowTheFold>
      <BelowTheFold>
        <SecuritySection />
      </BelowTheFold>
      <BelowTheFold>
        <CertificationsRow />
      </BelowTheFold>
      <BelowTheFold>
        <ClosingCta />
      </BelowTheFold>
    </>
  );
}
