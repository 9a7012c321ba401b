// `npm run edit`: the content editor (Decap CMS) and the site's dev server, side by side on this
// machine (docs/decisions/0901). A save writes the content file through decap-server; the dev
// server's HMR shows it at once. EDIT_PORT, EDIT_API_PORT and EDIT_SITE_PORT move the three
// ports; CONTENT_DIR edits another copy of content/.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { contentDirectory } from "../build-tools/contentDirectory";
import { contentFiles } from "../build-tools/contentFiles";
import { bundleEditor } from "../editor/bundleEditor";
import { decapConfig } from "../editor/decapConfig";
import { editorPage } from "../editor/editorPage";
import { editorScriptFile, startEditorServer } from "../editor/editorServer";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ports = {
  editor: port("EDIT_PORT", 8090),
  api: port("EDIT_API_PORT", 8081),
  site: port("EDIT_SITE_PORT", 5173),
};
const contentDir = contentDirectory();
if (!existsSync(contentDir)) {
  console.error(`No content folder at ${contentDir} (CONTENT_DIR).`);
  process.exit(1);
}
const siteUrl = `http://127.0.0.1:${ports.site}`;

const children: ChildProcess[] = [];
let stopping = false;

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  // Exit once every child has gone, so the ports are free when the command returns.
  const exitWhenDone = () => {
    if (children.every((child) => child.exitCode !== null || child.signalCode !== null))
      process.exit(code);
  };
  for (const child of children) child.once("exit", exitWhenDone);
  exitWhenDone();
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): void {
  const child = spawn(process.execPath, args, { cwd, env, stdio: "inherit" });
  const stopped = (why: string) => {
    if (stopping) return;
    console.error(`${name} stopped (${why}); stopping the editor.`);
    stop(1);
  };
  child.once("exit", (code, signal) => stopped(signal ?? `exit code ${code}`));
  child.once("error", (error) => stopped(error.message));
  children.push(child);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stop(0));

// decap-server writes the files under GIT_REPO_DIRECTORY: rooted at the content folder, it can
// touch nothing else. Its cwd is that folder too, so it reads no .env of the repository.
run(
  "decap-server",
  [require.resolve("decap-server")],
  {
    ...process.env,
    PORT: String(ports.api),
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: contentDir,
  },
  contentDir,
);
run(
  "The site's dev server",
  [
    // The package exports no path to its bin; this is where npm puts it.
    path.join(root, "node_modules/@react-router/dev/bin.js"),
    "dev",
    "--host",
    "127.0.0.1",
    "--port",
    String(ports.site),
    "--strictPort",
  ],
  { ...process.env, CONTENT_DIR: contentDir },
);

const config = decapConfig(contentFiles, {
  backend: { name: "proxy", proxy_url: `http://127.0.0.1:${ports.api}/api/v1`, branch: "main" },
  contentFolder: "",
  siteUrl,
});
try {
  const editor = await startEditorServer(
    { page: editorPage(config, editorScriptFile), script: await bundleEditor() },
    ports.editor,
  );
  process.once("exit", () => editor.close());
  console.log(`
  The editor: http://127.0.0.1:${ports.editor}/  (saves into ${contentDir})
  The site:   ${siteUrl}/  (reloads on each save)
  Ctrl+C stops them.
`);
} catch (error) {
  // A port in use, or a bundle that failed: the two servers already started must not outlive us.
  console.error(`The editor did not start: ${error instanceof Error ? error.message : error}`);
  stop(1);
}
