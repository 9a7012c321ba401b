import type { BuildOptions } from "esbuild";

/**
 * What every esbuild bundle of the server shares (the serverless function's, the tests' server and
 * commands): ESM for Node 20 with the packages inside.
 */
export const serverBundleOptions = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // pg's optional native binding is never used (pure-JS pg is).
  external: ["pg-native"],
  // The bundled CommonJS packages (pg, nodemailer, pino) call require() for Node's own modules.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
} satisfies BuildOptions;
