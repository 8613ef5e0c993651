/**
 * Words of the open-now line (app/scripts/open-now.ts), written into the page for the script to read:
 * which hours it is about, and the line itself (a message taking `{day}` and `{time}`).
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
