import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolveBuiltSiteConfig } from "../../common/builtSiteConfig";
import { loadSiteSettings, siteSettingsWarning } from "./siteSettings";

describe("the server's site settings", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function buildWith(env: Record<string, string>): string {
    const buildDir = mkdtempSync(path.join(tmpdir(), "site-settings-"));
    dirs.push(buildDir);
    mkdirSync(path.join(buildDir, "client"));
    writeFileSync(
      path.join(buildDir, "site-config.json"),
      JSON.stringify(resolveBuiltSiteConfig(env)),
    );
    return path.join(buildDir, "client");
  }

  it("come from the file the build wrote beside SITE_DIR, whatever this environment says", () => {
    const siteDir = buildWith({ SITE_EMAIL: "sales@built.test" });
    const settings = loadSiteSettings({ SITE_DIR: siteDir, SITE_EMAIL: "other@serve.test" });
    expect(settings.config.email).toBe("sales@built.test");
    expect(settings.ignoredVariables).toEqual(["SITE_EMAIL"]);
    expect(siteSettingsWarning(settings)).toMatch(
      /differ from the build.s and are ignored: SITE_EMAIL\./,
    );
  });

  it("say nothing when the environment agrees with the build or sets no SITE_*", () => {
    const siteDir = buildWith({ SITE_EMAIL: "sales@built.test" });
    expect(siteSettingsWarning(loadSiteSettings({ SITE_DIR: siteDir }))).toBeNull();
    const same = loadSiteSettings({ SITE_DIR: siteDir, SITE_EMAIL: "sales@built.test" });
    expect(siteSettingsWarning(same)).toBeNull();
  });

  it("read SITE_CONFIG_FILE where the file was moved", () => {
    const siteDir = buildWith({ SITE_PHONE: "+31 20 000 0000" });
    const file = path.join(path.dirname(siteDir), "site-config.json");
    expect(loadSiteSettings({ SITE_CONFIG_FILE: file }).config.phone).toBe("+31 20 000 0000");
  });

  it("refuse to start without the build's file, saying where they looked", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "old-build-"));
    dirs.push(dir);
    const siteDir = path.join(dir, "client");
    expect(() => loadSiteSettings({ SITE_DIR: siteDir, SITE_EMAIL: "env@serve.test" })).toThrow(
      `No site settings at ${path.join(dir, "site-config.json")}`,
    );
  });

  it("come from beside the host's own code for a function, with no variable", () => {
    const siteDir = buildWith({ SITE_EMAIL: "sales@bundle.test" });
    const settings = loadSiteSettings({}, { codeDir: path.dirname(siteDir) });
    expect(settings.config.email).toBe("sales@bundle.test");
  });
});
