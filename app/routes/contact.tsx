import contactCopy from "@content/pages/contact.json";
import { ContactPage } from "../features/contact";
import { metaForPage } from "../routing/routeMeta";

export const meta = metaForPage("contact", contactCopy);

export default ContactPage;
