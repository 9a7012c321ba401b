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
import { featureCardClasses } from "./featureGrid";
import { FeatureCard } from "./FeatureCard";
import { SectionHeading } from "./SectionHeading";
import { useLandingCopy } from "./useLandingCopy";

/** The cards take these icons in turn, however many the content lists. */
const icons: LucideIcon[] = [FolderCheck, Sparkles, MessagesSquare, ClipboardList, PackageCheck];

export function SolutionSection() {
  const { t, lang, content, fill } = useLandingCopy();
  const count = content.featureCards.length;
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
          {content.featureCards.map(({ title, text, detail }, index) => (
            <li key={index} className={featureCardClasses(index, count)}>
              <FeatureCard
                id={`feature-${index + 1}`}
                icon={icons[index % icons.length] ?? FolderCheck}
                title={fill(title)}
                text={fill(text)}
                detail={fill(detail)}
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
