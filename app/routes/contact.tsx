import { contactCopy } from "../features/contact/copy";
import { ContactPage } from "../features/contact/ContactPage";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("contact", contactCopy);

export default ContactPage;
