/** "full": the browser a visitor runs, for measures and pictures; "tests": its headless shell. */
export function ensureChromium(kind?: "full" | "tests"): Promise<string>;
