import { FolderSearch, RotateCcw, type LucideIcon } from "lucide-react";

/** A problem card's content, rendered at build time only (ProblemCarousel moves the cards). */
export function ProblemCard({
  Icon,
  title,
  text,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <>
      <span className="inline-flex size-11 items-center justify-center rounded-control bg-accent-100 text-accent-700">
        <Icon aria-hidden size={22} />
      </span>
      <h3 className="mt-4 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-ink-muted">{text}</p>
    </>
  );
}

/** The cards take these icons in turn, however many cards the content has. */
const problemIcons: LucideIcon[] = [FolderSearch, RotateCcw];
export const problemIcon = (index: number) =>
  problemIcons[index % problemIcons.length] ?? FolderSearch;
