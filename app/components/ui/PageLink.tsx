import { Link, type LinkProps } from "react-router";
import { opensAsDocument } from "../../routing/documentPages";

/** A link to a page of the site: the router's, or a document load where the page needs one. */
export function PageLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={to} reloadDocument={opensAsDocument(to)} {...props} />;
}
