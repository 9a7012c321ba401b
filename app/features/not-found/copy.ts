import { defineCopy } from "../../../common/i18n/translate";

export const notFoundCopy = defineCopy(
  {
    metaTitle: "Page not found (404)",
    metaDescription: "The page you are looking for does not exist.",
    code: "404",
    title: "Oops! Page not found",
    backHome: "Return to home",
  },
  {
    metaTitle: "Pagina niet gevonden (404)",
    metaDescription: "De pagina die u zoekt, bestaat niet.",
    code: "404",
    title: "Oeps! Pagina niet gevonden",
    backHome: "Terug naar de startpagina",
  },
);
