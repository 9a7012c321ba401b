// `npm run build:editor`: the editor's Git mode (docs/decisions/0901), as two static files in
// build/editor/ for a host of their own, never the public site's. A save there becomes a branch
// and pull request on the repository, which CI checks like any other. EDITOR_GIT_REPO
// ("owner/name") is required; EDITOR_GIT_BRANCH (default main); EDITOR_AUTH_URL, the OAuth
// endpoint that signs editors in with their GitHub account.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentFiles } from "../build-tools/contentFiles";
import { bundleEditor } from "../editor/bundleEditor";
import { decapConfig } from "../editor/decapConfig";
import { editorPage } from "../editor/editorPage";
import { editorScriptFile } from "../editor/editorServer";

const repo = process.env.EDITOR_GIT_REPO;
if (!repo) {
  console.error("Set EDITOR_GIT_REPO to the repository the editor commits to (owner/name).");
  process.exit(1);
}
const authUrl = process.env.EDITOR_AUTH_URL;
const outDir = path.resolve("build/editor");

const config = decapConfig(contentFiles, {
  backend: {
    name: "github",
    repo,
    branch: process.env.EDITOR_GIT_BRANCH ?? "main",
    ...(authUrl ? { base_url: authUrl } : {}),
  },
  contentFolder: "content",
});
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, "index.html"), editorPage(config, editorScriptFile));
writeFileSync(path.join(outDir, editorScriptFile), await bundleEditor());
console.log(`The editor for ${repo}: ${outDir}/ (index.html and ${editorScriptFile})`);
