import { form2290PenaltyParts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the Form 2290 penalty estimate says once something is typed; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => form2290PenaltyParts(content.form2290Penalty).answer);
