import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { defaultLang, languageTable, languages } from "../common/i18n/lang";
import { messageSentPaths } from "../common/messageSentPaths";
import { pageIds, pathFor, type PageId } from "../common/pagePaths";

/** `cookiePolicy` → `cookie-policy`: the name of the page's route module and of its route ids. */
const kebab = (page: PageId) => page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// One module per page serves every language; the language is read from the path. Every path comes
// from the page and language tables; the route ids are `<page>-<lang>`.
const pages = pageIds.flatMap((page) =>
  languages.map((lang) => {
    const path = pathFor(page, lang).slice(1);
    const options = { id: `${kebab(page)}-${lang}` };
    const file = `routes/${kebab(page)}.tsx`;
    return path === "" ? index(file, options) : route(path, file, options);
  }),
);

// Unknown paths under a language's prefix get that language's not-found page; every other one the
// default language's.
const notFound = languageTable.flatMap(({ code, pathPrefix }) =>
  pathPrefix === ""
    ? []
    : [route(`${pathPrefix.slice(1)}/*`, "routes/not-found.tsx", { id: `not-found-${code}` })],
);

export default [
  ...pages,
  ...languages.map((lang) =>
    route(messageSentPaths[lang].slice(1), "routes/message-sent.tsx", {
      id: `message-sent-${lang}`,
    }),
  ),
  ...notFound,
  route("*", "routes/not-found.tsx", { id: `not-found-${defaultLang}` }),
] satisfies RouteConfig;
