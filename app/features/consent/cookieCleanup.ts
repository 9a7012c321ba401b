/**
 * Configured cookie patterns are names or regular expressions, matched against the whole name
 * (`_ga` matches only `_ga`, `_ga_.*` every `_ga_XXXX`).
 */
export function cookieMatcher(patterns: string[]): (name: string) => boolean {
  const tests = patterns.map((pattern) => {
    try {
      const regex = new RegExp(`^(?:${pattern})$`);
      return (name: string) => regex.test(name);
    } catch {
      return (name: string) => name === pattern;
    }
  });
  return (name) => tests.some((test) => test(name));
}

export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/** The host and each parent domain a script may have set a cookie for (`a.b.c` → a.b.c, .b.c). */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split(".");
  const parents = labels.slice(1, -1).map((_, index) => `.${labels.slice(index + 1).join(".")}`);
  return [hostname, ...parents];
}

/** `/a/b` → `/`, `/a`, `/a/b`: a cookie is only deleted with the path it was set for. */
export function cookiePaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  return ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
}

/** Every Set-Cookie line that expires `name` for whichever domain and path it was set with. */
export function expiryLines(name: string, hostname: string, pathname: string): string[] {
  const expired = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  return cookiePaths(pathname).flatMap((path) => [
    `${expired}; Path=${path}`,
    ...cookieDomains(hostname).map((domain) => `${expired}; Path=${path}; Domain=${domain}`),
  ]);
}

export function deleteCookies(patterns: string[], doc: Document = document): void {
  if (patterns.length === 0) return;
  const matches = cookieMatcher(patterns);
  const { hostname, pathname } = doc.location;
  for (const name of cookieNames(doc.cookie).filter(matches)) {
    for (const line of expiryLines(name, hostname, pathname)) doc.cookie = line;
  }
}
