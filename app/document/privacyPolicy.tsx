import { PrivacyPolicyPage } from "../features/privacy-policy";
import { hydrateDocumentPage } from "./hydrateDocumentPage";

hydrateDocumentPage(PrivacyPolicyPage);
