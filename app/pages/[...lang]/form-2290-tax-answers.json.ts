import { form2290TaxParts } from "~/content/tool-words";
import { wordsEndpoint } from "~/content/words-endpoint";

/** What the Form 2290 tax calculator says once something is typed; the island fetches it once it runs. */
export const { getStaticPaths, GET } = wordsEndpoint((content) => form2290TaxParts(content.form2290Tax).answer);
