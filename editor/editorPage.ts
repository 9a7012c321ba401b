import type { DecapConfig } from "./decapConfig";

export const editorConfigElementId = "decap-config";

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The editor's one page: the generated configuration, read by the bundled Decap CMS. */
export function editorPage(config: DecapConfig, scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Edit the site's text</title>
<script type="application/json" id="${editorConfigElementId}">${scriptSafeJson(config)}</script>
</head>
<body>
<script src="${scriptUrl}"></script>
</body>
</html>
`;
}
