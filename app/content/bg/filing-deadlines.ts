import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { filingDeadlines as english } from "~/content/en/filing-deadlines";

const f = formats.bg;

export const filingDeadlines: Copy<typeof english> = {
  title: "Срокове за подаване",
  description:
    "Подновяване на IRP и IFTA в Илинойс, декларации по IFTA и за мили по щати, Form 2290, UCR и обновяване на USDOT: основните дати за превозвач от Илинойс.",
  lead: "Основните дати за подаване за превозвач от Илинойс: IFTA, щатските декларации за мили, IRP, Form 2290 и UCR.",
  rulesLead: `Тук не са всички срокове. Датите за IFTA и Form 2290, които се падат в събота, неделя или федерален празник, се преместват на следващия работен ден, както предвиждат правилата им; другите дати списъкът не премества, така че ако подадете до показаната дата, винаги сте в срок. Регистрацията по UCR (единна регистрация на превозвачите) е до ${f.dayMonth(dates.ucr.due.month, dates.ucr.due.day)}, а лиценз по IFTA в Илинойс, който не е подновен до ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)}, се спира.`,
  rulesHeading: "Правилата",
  datesHeading: "Предстоящите дати",
  datesLead:
    "Кои дати предстоят, браузърът ви изчислява спрямо днешната дата по чикагско време. Правилата, на които се основават, може да се променят: попитайте офиса, ако някоя дата ви изглежда грешна.",
  cta: {
    heading: "Искате ли ние да следим сроковете вместо вас?",
    text: "За клиентите си подготвяме и подаваме декларациите по IFTA, щатските декларации за мили, Form 2290, IRP, UCR и обновяванията на USDOT. Изпратете ни милите и документите си преди крайния срок и ние ще подадем навреме.",
    action: "Свържете се с офиса",
  },
};
