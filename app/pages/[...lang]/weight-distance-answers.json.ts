import { weightDistanceParts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the weight-distance estimate says about typed weight and miles; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => weightDistanceParts(content.weightDistance).answer);
