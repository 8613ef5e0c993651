/**
 * Words of the open-now line (app/scripts/open-now.ts): which hours it is about, and the line
 * itself (a message taking `{day}` and `{time}`). The line is empty until the script runs, so
 * the script fetches them from /open-now.json in the page's language
 * (`app/pages/[...lang]/open-now.json.ts`) rather than every page carrying them (issue 26).
 */
export const openNowCopy = {
  subject: {
    office: "Office",
    "drop-off": "Document drop-off",
  },
  open: "Open now",
  closed: "Closed now, opens {day} at {time}",
  today: "today",
  tomorrow: "tomorrow",
};

export const openNowWordsPath = "/open-now.json";
