import type { Copy } from "~/content/types";
import type { openNowCopy as english } from "~/content/en/tools/open-now";

/**
 * Words of the open-now line (app/scripts/open-now.ts), which the script fetches from /ru/open-now.json:
 * which hours it is about, and the line itself (a message taking `{day}` and `{time}`). "{day}" is
 * «сегодня», «завтра» or a weekday in the nominative, so it follows a colon rather than «в».
 */
export const openNowCopy: Copy<typeof english> = {
  subject: {
    office: "Офис",
    "drop-off": "Приём документов",
  },
  open: "Сейчас открыто",
  closed: "Сейчас закрыто. Откроется: {day}, {time}",
  today: "сегодня",
  tomorrow: "завтра",
};
