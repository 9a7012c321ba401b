import type { ReactNode } from "react";
import { PageLink } from "./PageLink";

const variants = {
  accent: "bg-accent-600 text-ink-inverse hover:bg-accent-700 focus-visible:outline-accent-700",
  primary: "bg-brand-700 text-ink-inverse hover:bg-brand-800",
  secondary: "border border-line bg-surface text-ink hover:border-brand-600 hover:text-brand-700",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant, size: "md" | "lg" = "md") =>
  `inline-flex items-center justify-center gap-2 rounded-control text-center font-semibold transition-colors ${
    size === "lg" ? "min-h-12 px-6 py-3 text-base" : "min-h-11 px-4 py-2 text-sm"
  } ${variants[variant]}`;

export function ButtonLink({
  to,
  children,
  variant = "accent",
  size = "md",
  className = "",
  onClick,
}: {
  to: string;
  onClick?: () => void;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <PageLink to={to} onClick={onClick} className={`${buttonClasses(variant, size)} ${className}`}>
      {children}
    </PageLink>
  );
}
