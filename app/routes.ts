import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { languages } from "../common/i18n/lang";
import { messageSentPaths } from "../common/messageSentPaths";
import { pageIds, pathFor, type PageId } from "../common/pagePaths";

/** `cookiePolicy` → `cookie-policy`: the name of the page's route module and of its route ids. */
const kebab = (page: PageId) => page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// One module per page serves both languages; the language is read from the path. Every path comes
// from the page table; the route ids are `<page>-<lang>`.
const pages = pageIds.flatMap((page) =>
  languages.map((lang) => {
    const path = pathFor(page, lang).slice(1);
    const options = { id: `${kebab(page)}-${lang}` };
    const file = `routes/${kebab(page)}.tsx`;
    return path === "" ? index(file, options) : route(path, file, options);
  }),
);

// Unknown paths under the Dutch home get the Dutch not-found page; every other one the English.
export default [
  ...pages,
  ...languages.map((lang) =>
    route(messageSentPaths[lang].slice(1), "routes/message-sent.tsx", {
      id: `message-sent-${lang}`,
    }),
  ),
  route(`${pathFor("home", "nl").slice(1)}/*`, "routes/not-found.tsx", { id: "not-found-nl" }),
  route("*", "routes/not-found.tsx", { id: "not-found-en" }),
] satisfies RouteConfig;
