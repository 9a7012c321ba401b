import path from "node:path";
import type { Plugin } from "vite";

/** The chunk name of app/documentEntry.tsx; its file is `assets/documentEntry-<hash>.js`. */
export const documentEntryName = "documentEntry";

/**
 * Builds app/documentEntry.tsx as an entry of the browser bundle beside React Router's own: the
 * document pages start it instead of the router (docs/decisions/0116). React Router decides the
 * client build's inputs, so the chunk is added from here, in the client environment only.
 */
export function documentEntryPlugin(): Plugin {
  return {
    name: "auditready:document-entry",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      this.emitFile({
        type: "chunk",
        id: path.resolve("app/documentEntry.tsx"),
        name: documentEntryName,
      });
    },
  };
}
