// The part of pa11y's API the accessibility test uses (pa11y 9 ships no types).
declare module "pa11y" {
  import type { Browser, Page } from "puppeteer";
  interface Pa11yOptions {
    runners?: ("htmlcs" | "axe")[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
    /** A browser and page of the caller's, which pa11y leaves open. */
    browser?: Browser;
    page?: Page;
    viewport?: { width: number; height: number; isMobile?: boolean; deviceScaleFactor?: number };
    actions?: string[];
    timeout?: number;
  }
  interface Pa11yIssue {
    code: string;
    type: "error" | "warning" | "notice";
    message: string;
    selector: string;
    runner: string;
  }
  interface Pa11yResults {
    documentTitle: string;
    pageUrl: string;
    issues: Pa11yIssue[];
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<Pa11yResults>;
}
