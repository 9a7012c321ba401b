#!/usr/bin/env node
// Finds PostgreSQL's server binaries (initdb, postgres) for the storage tests: POSTGRES_BIN,
// then Debian's /usr/lib/postgresql/<version>/bin (newest first). On a fresh Debian machine,
// as root, installs Debian's postgresql package first.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const debianRoot = "/usr/lib/postgresql";

function hasServer(dir) {
  return existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "postgres"));
}

function find() {
  const configured = process.env.POSTGRES_BIN;
  if (configured && hasServer(configured)) return configured;
  if (!existsSync(debianRoot)) return null;
  const versions = readdirSync(debianRoot)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(debianRoot, version, "bin");
    if (hasServer(dir)) return dir;
  }
  return null;
}

export async function ensurePostgres() {
  const found = find();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/etc/debian_version")) {
    console.error("PostgreSQL not found: installing Debian's postgresql package (apt-get)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = find();
    if (installed) return installed;
  }
  throw new Error(
    "No PostgreSQL server binaries found for the storage tests. Install them (Debian/Ubuntu: " +
      "`sudo apt-get install -y postgresql`) or point POSTGRES_BIN at the directory holding initdb and postgres.",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await ensurePostgres());
}
