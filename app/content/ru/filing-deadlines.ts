import { dates } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { filingDeadlines as english } from "~/content/en/filing-deadlines";

const f = formats.ru;

export const filingDeadlines: Copy<typeof english> = {
  title: "Сроки подачи документов",
  description:
    "Продление IRP и IFTA в\u00a0Иллинойсе, отчёты IFTA и отчёты штатов о\u00a0пробеге, Form 2290, UCR и обновление USDOT: главные даты для перевозчика из Иллинойса.",
  lead: "Главные даты подачи документов для перевозчика из Иллинойса: IFTA, отчёты штатов о\u00a0пробеге, IRP, Form 2290 и\u00a0UCR.",
  rulesLead: `Здесь указаны не все сроки. Если срок IFTA или Form 2290 выпадает на выходной или федеральный праздник, он переносится на следующий рабочий день — так сказано в\u00a0их правилах. Остальные даты список не переносит, поэтому подача не позднее указанной даты всегда будет вовремя. Регистрацию UCR (единая регистрация перевозчиков) нужно оплатить не позднее ${f.dayMonth(dates.ucr.due.month, dates.ucr.due.day)}, а лицензию IFTA Иллинойса — продлить не позднее ${f.dayMonth(dates.iftaRenewal.due.month, dates.iftaRenewal.due.day)}, иначе её приостановят.`,
  rulesHeading: "Правила",
  datesHeading: "Ближайшие даты",
  datesLead:
    "Какие даты впереди, ваш браузер рассчитывает от сегодняшней даты по времени Чикаго. Правила, по которым они считаются, могут измениться: если дата кажется неверной, уточните в\u00a0офисе.",
  cta: {
    heading: "Хотите, чтобы мы следили за сроками за вас?",
    text: "Мы готовим и подаём для клиентов отчёты IFTA и отчёты штатов о\u00a0пробеге, Form 2290, IRP, UCR и обновления USDOT. Пришлите нам пробег и документы до срока, и мы подадим всё вовремя.",
    action: "Связаться с\u00a0офисом",
  },
};
