import path from "node:path";
import type { Plugin } from "vite";

/**
 * The dev server reloads the open pages when a content file changes (`npm run edit`,
 * docs/decisions/0901). The texts reach the browser in the page's HTML only
 * (docs/decisions/0114-copy-sent-once.md), so no browser module imports a content file and Vite's
 * hot update would change nothing on screen; the server renders the new text on the reload.
 */
export function contentReloadPlugin(contentDir: string): Plugin {
  const insideContent = (file: string) => !path.relative(contentDir, file).startsWith("..");
  return {
    name: "site-content-reload",
    apply: "serve",
    config: () => ({
      server: {
        // Vite updates its environments side by side; the reload must wait until the server's
        // has dropped the old text, or the reloaded page can still show it.
        hotUpdateEnvironments: async (server, hotUpdate) => {
          const environments = Object.values(server.environments);
          await Promise.all(environments.filter((env) => env.name !== "client").map(hotUpdate));
          await Promise.all(environments.filter((env) => env.name === "client").map(hotUpdate));
        },
      },
    }),
    hotUpdate({ file }) {
      if (this.environment.name !== "client" || !insideContent(file)) return;
      this.environment.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
