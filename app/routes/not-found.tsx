import notFoundCopy from "@content/site/notFound.json";
import { NotFoundPage } from "../features/not-found";
import { metaForNotFound } from "../routing/routeMeta";

export const meta = metaForNotFound(notFoundCopy);

export default NotFoundPage;
