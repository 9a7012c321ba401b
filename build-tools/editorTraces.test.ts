import { describe, expect, it } from "vitest";
import { editorTraces } from "./editorTraces";

const file = (path: string, text: string): [string, Buffer] => [path, Buffer.from(text)];

describe("editorTraces", () => {
  it("names each file that carries the editor's packages or files, with what it carries", () => {
    expect(
      editorTraces([
        file("/assets/index-1a2b.js", 'console.log("hello")'),
        file("/assets/chunk-9f.js", 'console.log(`decap-cms-app ${"3.16.3"}`)'),
        file("/admin/index.html", "<title>Netlify-CMS</title>"),
        file("/assets/contentJson-77.js", "export{}"),
      ]),
    ).toEqual([
      "/assets/chunk-9f.js: decap",
      "/admin/index.html: netlify-cms",
      "/assets/contentJson-77.js: contentJson",
    ]);
  });

  it("reads binary files without failing", () => {
    expect(editorTraces([["/images/hero.avif", Buffer.from([0xff, 0xfe, 0x00, 0x80])]])).toEqual(
      [],
    );
  });
});
