import { usePageNavigation, type PageAnchorProps } from "../../routing/pageNavigation";

/** A link to a page of the site, as the page in front of the visitor moves (routing/pageNavigation.ts). */
export function PageLink(props: PageAnchorProps) {
  const { Anchor } = usePageNavigation();
  return <Anchor {...props} />;
}
