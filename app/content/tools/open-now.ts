/** Words of the open-now line (app/scripts/open-now.ts): which hours it is about. */
export const openNowCopy = {
  subject: {
    office: "Office",
    "drop-off": "Document drop-off",
  },
} as const;
