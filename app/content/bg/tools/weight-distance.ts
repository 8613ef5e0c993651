import type { Copy } from "~/content/types";
import { weightErrors } from "./weight-errors";
import type { weightDistanceCopy as english } from "~/content/en/tools/weight-distance";

/** The weight-distance estimate's words, passed to the island as a prop (see the English module for the values). */
export const weightDistanceCopy: Copy<typeof english> = {
  weight: "Тегло на камиона, във фунтове (lb)",
  weightHint:
    "Декларираното общо тегло: камионът, ремаркето и товарът заедно, както е в регистрацията. Ако камионът се движи с\u00a0по-голямо тегло, въведете най-голямото тегло, с\u00a0което се движи: Кентъки облага именно него, а Ню Мексико изисква камионът да е регистриран с\u00a0това тегло.",
  miles: {
    KY: "Мили в Кентъки",
    NM: "Мили в Ню Мексико",
    NY: "Мили в Ню Йорк",
  },
  milesHint: "Милите във всеки щат през това тримесечие. Оставете полето празно, ако камионът не е карал в щата.",
  newYorkHint:
    "Милите с товар през това тримесечие, без милите по платената магистрала Thruway. Милите без товар се облагат по теглото на празния камион и с по-ниски ставки; офисът ги добавя.",
  oneWayHaul: "Ставката на Ню Мексико за превоз в една посока (one-way haul)",
  oneWayHaulHint:
    "Отметнете само ако Ню Мексико е класифицирал камиона за превоз в една посока: той изминава празен поне {percent} от милите си за регистрационната година. Тогава плаща {share} от ставката.",
  states: {
    KY: "Кентъки",
    NM: "Ню Мексико",
    NY: "Ню Йорк",
  },
  resultHeading: "Приблизителен данък за това тримесечие",
  stateTax: "{state}: {tax}",
  rate: "{miles, plural, one {# миля} other {# мили}} по {rate} на миля ({bracket})",
  rateOneWay:
    "{miles, plural, one {# миля} other {# мили}} по {share} от {rate} на миля (ставка за превоз в една посока, {bracket})",
  ratePerTon:
    "{miles, plural, one {# миля} other {# мили}} по {rate} на миля ({bracket}: {top} плюс {perTon} за всеки тон или част от тон над {overWeight})",
  notTaxable: "{state}: при това тегло няма данък. {state} облага камиони над {weight}.",
  total: "Общо: {total}",
  estimateNote:
    "Приблизителна сметка по публикуваните ставки на щатите (проверени на {date}). Офисът проверява всички суми преди подаването.",
  bracketFrom: "{from} и повече",
  bracketRange: "{from}–{to}",
  weightNeeded: "Въведете теглото на камиона, за да видите сметката.",
  send: "Изпратете това на офиса",
  weightErrors,
  milesErrors: {
    "not-a-number": "Въведете милите само с цифри, например 1250.",
    negative: "Милите не могат да са отрицателни.",
    "not-whole": "Въведете цял брой мили, например 1250.",
    "too-large": "Това са повече мили, отколкото камион изминава за едно тримесечие. Проверете числото.",
  },
  handoff: {
    greeting:
      "Здравейте, използвах изчислението на данъка по тегло и разстояние на сайта ви. Моля, проверете го и ми кажете какво да подам.",
    weight: "Тегло на камиона: {weight}",
    state: "{state}: {tax} – {detail}",
    note: "Изчислено по публикуваните ставки (проверени на {date}).",
  },
};
