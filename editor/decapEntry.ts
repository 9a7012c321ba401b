// The editor's page script, bundled by editor/bundleEditor.ts for `npm run edit` only: it never
// enters the site's build (docs/decisions/0901).
import CMS from "decap-cms-app";
// The repository's Prettier setting, so that a saved file passes `prettier --check`.
import prettierSettings from "../.prettierrc.json";
import { contentFiles } from "../build-tools/contentFiles";
import { contentJson, fieldsOfFile } from "./contentJson";
import { contentFormat, type DecapConfig } from "./decapConfig";
import { editorConfigElementId } from "./editorPage";
import { entryProblems, type DecapEntry } from "./entryProblems";

const configText = document.getElementById(editorConfigElementId)?.textContent;
if (!configText) throw new Error("The editor page carries no configuration");
// Decap's own type describes every widget it has; DecapConfig, the few we generate.
const parsedConfig = JSON.parse(configText);
const config: DecapConfig = parsedConfig;

CMS.registerCustomFormat(contentFormat, "json", {
  fromFile: (text) => JSON.parse(text),
  toFile: (data, fieldNames = []) =>
    contentJson(
      data,
      fieldsOfFile(config, fieldNames),
      config.i18n.locales,
      prettierSettings.printWidth,
    ),
});
// Decap checks required texts in the default language only: the build's own check refuses a save
// it would refuse, naming each problem in Decap's error message.
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const problems = entryProblems(contentFiles, entry.toJS() as DecapEntry);
    if (problems.length > 0) throw new Error(`Not saved. ${problems.join("; ")}.`);
  },
});
// The local proxy has no accounts, yet Decap greets it with a Login button. The user it would
// store on that click (its key and shape are Decap's) lets the editor open at once.
if (config.backend.name === "proxy")
  localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));
CMS.init({ config: parsedConfig });
