import { mcs150Parts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the MCS-150 tool says about a typed USDOT number; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => mcs150Parts(content.mcs150Month).answer);
