import type { ContentFile } from "../common/content/contentSchema";
import { homeContent } from "../app/features/landing/home.content";

/**
 * Stand-in for branch `content`'s list of every content file, until that branch is merged: the
 * editor's configuration is generated from this list.
 */
export const contentFiles: readonly ContentFile[] = [homeContent];
