import type { Copy } from "~/content/types";
import type { form2290DueCopy as english } from "~/content/en/tools/form-2290-due";
import { form2290TaxCopy } from "./form-2290-tax";

/** The due-date picker's words; month names come from the language's formatter. */
export const form2290DueCopy: Copy<typeof english> = {
  legend: "Кога превозното средство е използвано за пръв път по обществените пътища?",
  month: "Месец",
  chooseMonth: "Изберете месец",
  year: "Година",
  fileBy: "Подайте Form 2290 до",
  dueWas: "Form 2290 трябваше да се подаде до {date}",
  fileNow: "Ако още не сте подали декларацията, подайте я сега.",
  penaltyLink: "Изчислете глобата за късно подаване",
  unavailable: form2290TaxCopy.unavailable,
};
