import { wordsEndpoint } from "~/content/words-endpoint";
import { openNowLineWords } from "~/lib/format";
import { officeHours } from "~/lib/office-hours";

/** The open-now line's words for each of the office's schedules; app/scripts/open-now.ts fetches them. */
export const { getStaticPaths, GET } = wordsEndpoint((content, locale) =>
  openNowLineWords(content.openNow, officeHours, locale),
);
