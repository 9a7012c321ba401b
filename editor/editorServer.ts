import { createServer, type Server } from "node:http";

export interface EditorFiles {
  page: string;
  script: string;
}

/** The editor's script, beside its page: the page links it by this relative name. */
export const editorScriptFile = "decap-editor.js";

/** Serves the editor's page and script on loopback; saves go to decap-server, not here. */
export function startEditorServer(files: EditorFiles, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const body =
      url.pathname === `/${editorScriptFile}`
        ? { type: "text/javascript", text: files.script }
        : url.pathname === "/"
          ? { type: "text/html", text: files.page }
          : undefined;
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": `${body.type}; charset=utf-8`,
      "cache-control": "no-store",
    });
    response.end(body.text);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}
