import type { FavouriteCount } from "@app/contracts";
import { resourceHooks } from "../../../lib/resource-hooks";

const { useList } = resourceHooks<"favourite-count">("/api/agreement/editor", ["favourite-count", "editor"]);

/** The customers' favourites counted per contract template (read-only). */
export const useFavouriteCountList = (query: Record<string, string | number>) =>
  useList<FavouriteCount>("favourite-count", query);
