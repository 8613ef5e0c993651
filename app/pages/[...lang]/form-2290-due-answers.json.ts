import { form2290DueParts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the Form 2290 due-date picker says of a chosen month; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => form2290DueParts(content.form2290Due).answer);
