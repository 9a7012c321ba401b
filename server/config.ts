import path from "node:path";

export interface ServerConfig {
  host: string;
  port: number;
  siteDir: string;
  dataDir: string;
  /** Send Strict-Transport-Security even when the request did not arrive over HTTPS (behind a TLS proxy). */
  hsts: boolean;
  logLevel: string;
}

type Env = Partial<Record<string, string | undefined>>;

function port(raw: string | undefined): number {
  if (!raw) return 3000;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535, got "${raw}"`);
  }
  return value;
}

export function readServerConfig(env: Env, cwd = process.cwd()): ServerConfig {
  return {
    host: env.HOST?.trim() || "127.0.0.1",
    port: port(env.PORT?.trim()),
    siteDir: path.resolve(cwd, env.SITE_DIR?.trim() || "build/client"),
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || "data"),
    hsts: ["1", "true", "yes", "on"].includes(env.HSTS?.trim().toLowerCase() ?? ""),
    logLevel: env.LOG_LEVEL?.trim() || "info",
  };
}
