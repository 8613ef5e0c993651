import { checkupParts } from "~/content/checkup-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** The words of the checkup's answer; the island fetches them once it runs, so the page carries only the questions. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => checkupParts(content.checkup).answer);
