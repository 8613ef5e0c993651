import type { Copy } from "~/content/types";
import { weightErrors } from "./weight-errors";
import type { weightDistanceCopy as english } from "~/content/en/tools/weight-distance";

/** The weight-distance estimate's words, passed to the island as a prop (see the English module for the values). */
export const weightDistanceCopy: Copy<typeof english> = {
  weight: "Вес грузовика, в\u00a0фунтах",
  weightHint:
    "Заявленный полный вес: грузовик, прицеп и груз вместе, как в\u00a0регистрации. Если грузовик ездит тяжелее, введите самый большой вес, с\u00a0которым он ездит: Кентукки берёт налог именно с\u00a0этого веса, а Нью-Мексико требует регистрировать грузовик на этот вес.",
  miles: {
    KY: "Мили по Кентукки",
    NM: "Мили по Нью-Мексико",
    NY: "Мили по Нью-Йорку",
  },
  milesHint: "Мили по каждому штату за этот квартал. Если грузовик в\u00a0штате не ездил, оставьте поле пустым.",
  newYorkHint:
    "Мили с\u00a0грузом за этот квартал, без миль по платной магистрали Thruway. Мили без груза облагаются по весу пустого грузовика и по более низким ставкам; их добавит офис.",
  oneWayHaul: "Ставка Нью-Мексико для перевозок в\u00a0одну сторону (one-way haul)",
  oneWayHaulHint:
    "Отметьте, только если Нью-Мексико присвоил грузовику статус перевозок в\u00a0одну сторону: не меньше {percent} пробега за регистрационный год грузовик проезжает без груза. Тогда он платит {share} обычной ставки.",
  states: {
    KY: "Кентукки",
    NM: "Нью-Мексико",
    NY: "Нью-Йорк",
  },
  resultHeading: "Примерный налог за этот квартал",
  stateTax: "{state}: {tax}",
  rate: "{miles, plural, one {# миля} few {# мили} many {# миль} other {# мили}} по ставке {rate} за милю ({bracket})",
  rateOneWay:
    "{miles, plural, one {# миля} few {# мили} many {# миль} other {# мили}} по ставке {share} от {rate} за милю (ставка для перевозок в\u00a0одну сторону, {bracket})",
  ratePerTon:
    "{miles, plural, one {# миля} few {# мили} many {# миль} other {# мили}} по ставке {rate} за милю ({bracket}: {top} плюс {perTon} за каждую тонну или её часть сверх {overWeight})",
  notTaxable: "{state}: при таком весе налога нет. {state} облагает грузовики тяжелее {weight}.",
  total: "Итого: {total}",
  estimateNote:
    "Это примерный расчёт по опубликованным ставкам штатов (проверены {date}). Перед подачей офис проверит все цифры.",
  bracketFrom: "{from} и\u00a0больше",
  bracketRange: "{from}–{to}",
  weightNeeded: "Введите вес грузовика, чтобы увидеть расчёт.",
  send: "Отправить это в\u00a0офис",
  weightErrors,
  milesErrors: {
    "not-a-number": "Введите мили только цифрами, например 1250.",
    negative: "Мили не могут быть отрицательными.",
    "not-whole": "Введите целое число миль, например 1250.",
    "too-large": "Это больше миль, чем грузовик проезжает за квартал. Проверьте число.",
  },
  handoff: {
    greeting:
      "Здравствуйте! Пишу по расчёту налога по весу и\u00a0расстоянию на вашем сайте. Пожалуйста, проверьте его и подскажите, что подавать.",
    weight: "Вес грузовика: {weight}",
    state: "{state}: {tax} — {detail}",
    note: "Расчёт по опубликованным ставкам (проверены {date}).",
  },
};
