import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { weightErrors } from "./weight-errors";
import type { Copy } from "~/content/types";
import type { form2290TaxCopy as english } from "~/content/en/tools/form-2290-tax";

const f = formats.bg;
const { atLeastLb, suspendedMiles, suspendedAgriculturalMiles } = thresholds.form2290;

/**
 * The Form 2290 tax calculator's words, passed to the island as a prop. Messages take values the
 * island writes in: amounts in dollars and cents, dates, and the VIN as typed.
 */
export const form2290TaxCopy: Copy<typeof english> = {
  weight: {
    label: "Облагаемо брутно тегло, във фунтове",
    hint: "Камионът, ремаркетата, които обикновено тегли, и най-тежкият товар, който превозва, но никога по-малко от най-високото брутно тегло, декларирано за него при регистрация в\u00a0който и да е щат (включително по IRP).",
  },
  month: {
    label: "Месец на първото използване през тази данъчна година",
    hint: "Юли, ако камионът се е движил по обществените пътища през юли.",
  },
  logging: {
    label: "Камион за извозване на дървесина",
    hint: "Превозва само трупи и други продукти, добити в\u00a0горски участък, до и от точка в\u00a0този участък, и е регистриран като камион за извозване на дървесина (logging vehicle).",
  },
  suspended: {
    label: "Данъкът е преустановен (suspended vehicle)",
    hint: `Очаква се през тази данъчна година да измине по обществените пътища ${f.num(suspendedMiles)}\u00a0мили или по-малко (${f.num(suspendedAgriculturalMiles)}\u00a0мили за селскостопански камион).`,
  },
  errors: weightErrors,
  result: {
    notTaxable: `Не се дължи данък: Form 2290 се подава за камиони от ${f.lb(atLeastLb)} или повече.`,
    category: "Категория {category}",
    annual: "Данък за цяла година: {amount}",
    period: "Данък за тази данъчна година при първо използване през {month}: {amount}",
    suspended: `Категория W: няма данък за плащане, но пак подавате Form 2290 за камиона. Ако през тази данъчна година той измине повече от ${f.num(suspendedMiles)}\u00a0мили (${f.num(suspendedAgriculturalMiles)}\u00a0мили за селскостопански камион), данъкът става дължим.`,
    fileBy: "Подайте до {date}",
    taxPeriod: "Данъчна година: {start}\u00a0– {end}",
    dueWas: "Тази декларация трябваше да се подаде до {date}",
    fileNow: "Ако още не сте подали декларацията, подайте я сега.",
    penaltySoFar:
      "Ако още не сте подали декларацията, подайте я сега: глобата за късно подаване досега е {amount} ({rate} за {months, plural, one {#\u00a0месец} other {#\u00a0месеца}} закъснение{capped, select, yes {, това е максимумът} other {}}), плюс лихва.",
    penaltyLink: "Изчислете глобата за късно подаване",
    note: "Това е приблизителна сметка по ставките на IRS (данъчната служба на САЩ), 26 U.S.C. 4481. Преди да подадем, потвърждаваме сумата. Ставките са проверени на {checked}",
  },
  vins: {
    label: "VIN (идентификационен номер на превозното средство) на всеки камион",
    hint: "По един на ред. За всеки проверяваме дължината, буквите и контролната цифра (9-ия знак).",
  },
  vinChecks: {
    valid: "{vin}: изглежда правилно.",
    problems: {
      "wrong-length": "{vin}: {length, plural, one {#\u00a0знак} other {#\u00a0знака}}. VIN има 17.",
      "forbidden-letters":
        "{vin}: {letters} ({positions}). VIN никога не съдържа I, O или Q: може би имате предвид 1 или 0?",
      "invalid-characters": "{vin}: във VIN не може да има {letters} ({positions}).",
      "wrong-check-digit":
        "{vin}: 9-ият знак е {found}, а според останалите трябва да е {expected}. Вероятно един знак е въведен грешно.",
    },
    position: "позиция {position}",
  },
  unavailable:
    "Отговорът не можа да се зареди. Проверете интернет връзката си и\u00a0променете някое поле, за да опитате отново.",
  send: "Изпратете на офиса",
  handoff: {
    greeting:
      "Здравейте, използвах калкулатора за Form 2290 на сайта ви. Моля, потвърдете сумата и подайте декларацията вместо мен.",
    truck: "Камион: {weight}, първо използване през {month}",
    logging: "Камион за извозване на дървесина",
    suspended: "Данъкът е преустановен (suspended vehicle)",
    vins: "VIN номера:",
  },
};
