// The editor's page script, bundled by editor/bundleEditor.ts for `npm run edit` only: it never
// enters the site's build (docs/decisions/0901).
import CMS from "decap-cms-app";
import { editorConfigElementId } from "./editorPage";

const configText = document.getElementById(editorConfigElementId)?.textContent;
if (!configText) throw new Error("The editor page carries no configuration");
const config = JSON.parse(configText);
// The local proxy has no accounts, yet Decap greets it with a Login button. The user it would
// store on that click (its key and shape are Decap's) lets the editor open at once.
if (config.backend.name === "proxy")
  localStorage.setItem("decap-cms-user", JSON.stringify({ backendName: "proxy" }));
CMS.init({ config });
