import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { mcs150MonthCopy as english } from "~/content/en/tools/mcs150-month";

const f = formats.bg;

/**
 * "When is my MCS-150 update due?": the words of the island on /dot-number-registration, passed to
 * it as a prop. Messages ending in a date carry no full stop: the island ends the sentence, since a
 * Bulgarian date already ends in "г.".
 */
export const mcs150MonthCopy: Copy<typeof english> = {
  label: "USDOT номер",
  hint: "Само цифри, както са на камиона и в\u00a0документите от FMCSA.",
  overdue: "Срокът за предишната ви актуализация на MCS-150 беше {date}",
  overdueAction: "Ако не сте я подали, подайте я сега: FMCSA може да деактивира USDOT номера ви и да ви наложи глоба.",
  due: "Срокът за следващата ви актуализация на MCS-150 е {date}",
  schedule: "Вашият месец е {month}, в\u00a0{parity, select, odd {нечетните} other {четните}} години.",
  windowOpen:
    "Можете да я подадете още сега: зачита се актуализация, подадена през {months, plural, one {последния #\u00a0месец} other {последните #\u00a0месеца}} преди срока.",
  windowOpens: "За следващия срок се зачита актуализация, подадена не по-рано от {date}",
  anyTime: "Можете да актуализирате данните си във FMCSA по всяко време.",
  oneDigit:
    "Вашият месец е {month}. Едноцифреният номер не показва в\u00a0кои години подавате: попитайте ни за годината.",
  free: `Актуализацията е безплатна: таксата на FMCSA за MCS-150 е\u00a0${f.usd(fees.usdot.fmcsaFee)}. Писма и имейли, които изглеждат официални и искат да платите за актуализацията, идват от частни фирми, а не от FMCSA.`,
  send: "Изпратете това на офиса",
  handoff: {
    intro: "Моля, помогнете ми с\u00a0двугодишната актуализация на MCS-150.",
    usdot: "USDOT номер: {usdot}",
    overdue: "Изтекъл срок за предишната актуализация: {date}",
    due: "Срок за следващата актуализация: {date}",
    countsFrom: "За този срок се зачита актуализация, подадена не по-рано от {date}",
    oneDigit: "Месец: {month} (годината трябва да се уточни)",
  },
  errors: {
    empty: "Въведете USDOT номера си.",
    "not-digits": "Въведете USDOT номера само с\u00a0цифри, например 1234567.",
    "too-long": "Това са твърде много цифри за USDOT номер. Проверете номера.",
    zero: "USDOT номерът не може да бъде 0. Проверете номера.",
  },
};
