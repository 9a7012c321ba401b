/**
 * What only the content editor carries (docs/decisions/0901): its packages' names (Decap CMS,
 * formerly Netlify CMS, and decap-server) and its own files'. The public site must hold none of
 * them: the editor runs on a marketer's machine or as its own hosted page, never on the site.
 */
const editorMarkers = [
  "decap",
  "netlify-cms",
  "bundleEditor",
  "contentJson",
  "editorPage",
  "editorServer",
];

/** Each served file that names the editor, with the names it holds ("/assets/x.js: decap"). */
export function editorTraces(files: Iterable<[path: string, body: Buffer]>): string[] {
  const traces: string[] = [];
  for (const [path, body] of files) {
    // latin1 keeps every byte one character, so a binary file cannot fail the decoding.
    const text = `${path}\n${body.toString("latin1")}`.toLowerCase();
    const found = editorMarkers.filter((marker) => text.includes(marker.toLowerCase()));
    if (found.length > 0) traces.push(`${path}: ${found.join(", ")}`);
  }
  return traces;
}
