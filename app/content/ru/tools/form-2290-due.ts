import type { Copy } from "~/content/types";
import type { form2290DueCopy as english } from "~/content/en/tools/form-2290-due";
import { form2290TaxCopy } from "./form-2290-tax";

/** The due-date picker's words; month names come from the language's formatter. */
export const form2290DueCopy: Copy<typeof english> = {
  legend: "Когда машина впервые выехала на дороги общего пользования?",
  month: "Месяц",
  chooseMonth: "Выберите месяц",
  year: "Год",
  /** Followed by the long date, which starts with the weekday in the nominative: hence the colon. */
  fileBy: "Срок подачи Form 2290:",
  /** The same: a colon before the date. */
  dueWas: "Срок подачи Form 2290 уже прошёл: {date}",
  fileNow: "Если вы ещё не подали декларацию, подайте её сейчас.",
  penaltyLink: "Рассчитать штраф за позднюю подачу",
  unavailable: form2290TaxCopy.unavailable,
};
