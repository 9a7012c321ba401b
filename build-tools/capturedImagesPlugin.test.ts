import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { capturedImagesFile } from "./capturedImages";
import { contentDirectory } from "./contentDirectory";
import { capturedImagesPlugin } from "./capturedImagesPlugin";

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

/**
 * A throwaway Vite project with the committed capture manifest and a copy of content/, built
 * with `.env` after `editContent` changed the copy.
 */
async function buildWith(env: string, editContent: (contentDir: string) => void = () => {}) {
  const root = mkdtempSync(path.join(tmpdir(), "captured-images-"));
  projects.push(root);
  const contentDir = path.join(root, "content");
  cpSync(contentDirectory(), contentDir, { recursive: true });
  editContent(contentDir);
  mkdirSync(path.join(root, path.dirname(capturedImagesFile)), { recursive: true });
  cpSync(capturedImagesFile, path.join(root, capturedImagesFile));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>t</title>\n");
  writeFileSync(path.join(root, ".env"), env);
  return build({
    root,
    configFile: false,
    envPrefix: ["SITE_"],
    logLevel: "silent",
    plugins: [capturedImagesPlugin(contentDir)],
    build: { write: false },
  });
}

describe("the build with committed images", () => {
  it("goes ahead when the configured product name and the texts are the captured ones", async () => {
    await expect(buildWith("SITE_PRODUCT_NAME=AuditReady\n")).resolves.toBeDefined();
  });

  it("refuses, naming both names and the fix, when SITE_PRODUCT_NAME differs", async () => {
    await expect(buildWith("SITE_PRODUCT_NAME=Certly\n")).rejects.toThrow(
      /show "AuditReady", but SITE_PRODUCT_NAME is "Certly".*npm run images/,
    );
  });

  it("refuses a mock-up text changed in content since the capture, naming image and language", async () => {
    const changeDutchTitle = (contentDir: string) => {
      const file = path.join(contentDir, "images/dashboard.json");
      const texts = JSON.parse(readFileSync(file, "utf8")) as Record<
        string,
        Record<string, string>
      >;
      texts.nl = { ...texts.nl, title: "Klaar voor de audit" };
      writeFileSync(file, JSON.stringify(texts));
    };
    await expect(buildWith("SITE_PRODUCT_NAME=AuditReady\n", changeDutchTitle)).rejects.toThrow(
      "The dashboard image (nl) was not captured from the texts in content/images/dashboard.json " +
        "and today's product name: run `npm run images -- nl`",
    );
  });
});
