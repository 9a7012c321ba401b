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
      <ProblemSection />
      <SolutionSection />
      <InsightsSection />
      <OfficeSection />
      <SecuritySection />
      <CertificationsRow />
      <ClosingCta />
    </>
  );
}
