import { notFoundCopy } from "../features/not-found/copy";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { metaForNotFound } from "../routing/routeMeta";

export const meta = metaForNotFound(notFoundCopy);

export default NotFoundPage;
