#!/usr/bin/env node
// `npm start`: builds when the sources (or SITE_* settings) changed since the last build, then serves.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.join(root, process.env.BUILD_DIR ?? "build");
const stampFile = path.join(buildDir, ".build-stamp");
const inputs = [
  "app",
  "common",
  "content",
  "build-tools",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package-lock.json",
];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true })
    .map((name) => statSync(path.join(full, String(name))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs);
}

function fingerprint() {
  const siteEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith("SITE_"))
    .sort();
  const mtimes = inputs.map(newestMtime);
  return createHash("sha256").update(JSON.stringify({ siteEnv, mtimes })).digest("hex");
}

const wanted = fingerprint();
const current = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (current !== wanted || !existsSync(path.join(buildDir, "client", "index.html"))) {
  console.log("Building the site...");
  const result = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, wanted);
}

const server = spawn(process.execPath, ["--import", "tsx", "server/hosts/node/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SITE_DIR: process.env.SITE_DIR ?? path.join(buildDir, "client") },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
