import path from "node:path";
import type { Plugin } from "vite";
import { documentPages, type DocumentPageId } from "../common/documentPages";

/** The chunk name of a document page's entry; its file is `assets/document-<page>-<hash>.js`. */
export const documentEntryName = (page: DocumentPageId) => `document-${page}`;

/**
 * Builds each document page's entry (`app/document/<page>.tsx`) beside React Router's own: the
 * page starts it instead of the router (docs/decisions/0116), and loads no other page's code.
 * React Router decides the client build's inputs, so the chunks are added from here, in the
 * client environment only.
 */
export function documentEntryPlugin(): Plugin {
  return {
    name: "auditready:document-entries",
    apply: "build",
    buildStart() {
      if (this.environment.name !== "client") return;
      for (const page of documentPages) {
        this.emitFile({
          type: "chunk",
          id: path.resolve(`app/document/${page}.tsx`),
          name: documentEntryName(page),
        });
      }
    },
  };
}
