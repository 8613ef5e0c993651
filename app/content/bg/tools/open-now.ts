import type { Copy } from "~/content/types";
import type { openNowCopy as english } from "~/content/en/tools/open-now";

/**
 * Words of the open-now line (app/scripts/open-now.ts), which the script fetches from /bg/open-now.json:
 * which hours it is about, and the line itself (a message taking `{day}` and `{time}`). "{day}" is
 * "днес", "утре" or a weekday's name, so the sentence names it after a dash: "отваря понеделник"
 * would need "в" before a weekday, which "днес" and "утре" do not take.
 */
export const openNowCopy: Copy<typeof english> = {
  subject: {
    office: "Офис",
    "drop-off": "Предаване на документи",
  },
  open: "Отворено в момента",
  closed: "Затворено, следващо отваряне – {day} в {time}",
  today: "днес",
  tomorrow: "утре",
};
