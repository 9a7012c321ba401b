import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { capturedNameFile } from "./capturedName";
import { mockupNamePlugin } from "./mockupNamePlugin";

const projects: string[] = [];
afterAll(() => {
  for (const dir of projects) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway Vite project whose mock-ups were captured as "AuditReady", built with `.env`. */
async function buildWith(env: string) {
  const root = mkdtempSync(path.join(tmpdir(), "mockup-name-"));
  projects.push(root);
  mkdirSync(path.join(root, path.dirname(capturedNameFile)), { recursive: true });
  writeFileSync(path.join(root, capturedNameFile), '{ "productName": "AuditReady" }\n');
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>t</title>\n");
  writeFileSync(path.join(root, ".env"), env);
  return build({
    root,
    configFile: false,
    envPrefix: ["SITE_"],
    logLevel: "silent",
    plugins: [mockupNamePlugin()],
    build: { write: false },
  });
}

describe("the build with committed mock-ups", () => {
  it("goes ahead when the configured product name is the captured one", async () => {
    await expect(buildWith("SITE_PRODUCT_NAME=AuditReady\n")).resolves.toBeDefined();
  });

  it("refuses, naming both names and the fix, when SITE_PRODUCT_NAME differs", async () => {
    await expect(buildWith("SITE_PRODUCT_NAME=Certly\n")).rejects.toThrow(
      /show "AuditReady", but SITE_PRODUCT_NAME is "Certly".*npm run images/,
    );
  });
});
