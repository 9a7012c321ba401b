import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

export function ProblemHeading() {
  const { t } = useLandingCopy();
  return (
    <SectionHeading
      id="problem-title"
      eyebrow={t("problemEyebrow")}
      title={t("problemTitle")}
      intro={t("problemIntro")}
    />
  );
}
