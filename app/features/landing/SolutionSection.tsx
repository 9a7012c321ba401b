import {
  ClipboardList,
  FolderCheck,
  MessagesSquare,
  PackageCheck,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Container } from "../../components/ui/Container";
import { pathFor } from "../../../common/pagePaths";
import type { LandingKey } from "./copy";
import { FeatureCard } from "./FeatureCard";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

const features: { id: string; icon: LucideIcon; keys: [LandingKey, LandingKey, LandingKey] }[] = [
  {
    id: "hub",
    icon: FolderCheck,
    keys: ["featureHubTitle", "featureHubText", "featureHubDetail"],
  },
  { id: "ai", icon: Sparkles, keys: ["featureAiTitle", "featureAiText", "featureAiDetail"] },
  {
    id: "chat",
    icon: MessagesSquare,
    keys: ["featureChatTitle", "featureChatText", "featureChatDetail"],
  },
  {
    id: "capa",
    icon: ClipboardList,
    keys: ["featureCapaTitle", "featureCapaText", "featureCapaDetail"],
  },
  {
    id: "export",
    icon: PackageCheck,
    keys: ["featureExportTitle", "featureExportText", "featureExportDetail"],
  },
];

export function SolutionSection() {
  const { t, lang } = useLandingCopy();
  return (
    <section
      id="services"
      aria-labelledby="services-title"
      className="border-y border-line bg-surface-muted py-section-sm md:py-section"
    >
      <Container>
        <SectionHeading
          id="services-title"
          eyebrow={t("solutionEyebrow")}
          title={t("solutionTitle")}
          intro={t("solutionIntro")}
        />
        <div className="mt-8 flex justify-center">
          <ButtonLink to={pathFor("contact", lang)} size="lg">
            {t("bookDemo")}
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-6">
          {features.map(({ id, icon, keys: [title, text, detail] }) => (
            <li
              key={id}
              className="flex md:last:col-span-2 lg:col-span-2 lg:[&:nth-child(n+4)]:col-span-3"
            >
              <FeatureCard
                id={`feature-${id}`}
                icon={icon}
                title={t(title)}
                text={t(text)}
                detail={t(detail)}
                moreLabel={t("moreDetail")}
                lessLabel={t("lessDetail")}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
