import { ucrFinderParts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the UCR fee finder says about a typed number of vehicles; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => ucrFinderParts(content.ucrFinder).answer);
