import { LandingPage } from "../features/landing";
import { hydrateDocumentPage } from "./hydrateDocumentPage";

hydrateDocumentPage(LandingPage);
