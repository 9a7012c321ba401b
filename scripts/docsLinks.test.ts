import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith(".md") ? [full] : [];
  });
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as dashes, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading = ""] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Every relative link target in a file: `[text](target)`, without external or mail links. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target = ""]) => target)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** What is wrong with one link from `file`, or null when it leads to a file and heading. */
function brokenReason(file: string, target: string): string | null {
  const [pathPart = "", anchor] = target.split("#");
  const linked = pathPart ? path.resolve(path.dirname(file), decodeURI(pathPart)) : file;
  if (!existsSync(linked)) return "no such file";
  if (anchor === undefined) return null;
  if (statSync(linked).isDirectory() || !linked.endsWith(".md")) return "anchor into a non-page";
  return anchorsOf(readFileSync(linked, "utf8")).has(anchor) ? null : "no such heading";
}

describe("the README and docs/", () => {
  const decisions = path.join(root, "docs", "decisions");
  // The template's links are placeholders for the note that copies it.
  const files = [path.join(root, "README.md"), ...markdownFiles(path.join(root, "docs"))].filter(
    (file) => file !== path.join(decisions, "TEMPLATE.md"),
  );

  it("link only to files and headings that exist", () => {
    const broken = files.flatMap((file) =>
      relativeLinks(readFileSync(file, "utf8")).flatMap((target) => {
        const reason = brokenReason(file, target);
        return reason ? [`${path.relative(root, file)}: ${target} (${reason})`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it("index every decision note", () => {
    const index = readFileSync(path.join(decisions, "README.md"), "utf8");
    const notes = readdirSync(decisions).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(notes.filter((note) => !index.includes(`](${note})`))).toEqual([]);
  });

  it("find a broken link or heading when there is one", () => {
    const readme = path.join(root, "README.md");
    expect(brokenReason(readme, "docs/product.md#glossary")).toBeNull();
    expect(brokenReason(readme, "docs/product.md#no-such-heading")).toBe("no such heading");
    expect(brokenReason(readme, "docs/no-such-page.md")).toBe("no such file");
  });
});
