import { HydrateLater } from "../../components/ui/HydrateLater";
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
      <HydrateLater>
        <ProblemSection />
      </HydrateLater>
      <HydrateLater>
        <SolutionSection />
      </HydrateLater>
      <HydrateLater>
        <InsightsSection />
      </HydrateLater>
      <HydrateLater>
        <OfficeSection />
      </HydrateLater>
      <HydrateLater>
        <SecuritySection />
      </HydrateLater>
      <HydrateLater>
        <CertificationsRow />
      </HydrateLater>
      <HydrateLater>
        <ClosingCta />
      </HydrateLater>
    </>
  );
}
