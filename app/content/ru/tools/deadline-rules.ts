import { dates, type YearDay } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineRuleWords as english } from "~/content/en/tools/deadline-rules";

const f = formats.ru;
const d = (day: YearDay) => f.dayMonth(day.month, day.day);

const moves = "Если срок выпадает на выходной или федеральный праздник, он переносится на следующий рабочий день.";
const stays =
  "Календарь показывает эти даты как есть и не переносит их с\u00a0выходных и праздников, так что отчёт, поданный не позднее указанной даты, никогда не будет просрочен.";

/** The filing-deadline rules as the /filing-deadlines page states them; the dates are in app/lib/tools/deadlines.ts. */
export const deadlineRuleWords: Copy<typeof english> = {
  "ifta-quarterly": {
    title: "Квартальные отчёты IFTA",
    rule:
      "Отчёты IFTA сдают не позднее последнего дня месяца, который идёт после квартала: " +
      `за 1-й квартал — не позднее ${d(dates.iftaQuarterDue.q1)}, за 2-й — ${d(dates.iftaQuarterDue.q2)}, за 3-й — ${d(dates.iftaQuarterDue.q3)}, за 4-й — ${d(dates.iftaQuarterDue.q4)} следующего года. ` +
      `Отчёт сдают даже за квартал, в котором не было ни одной мили. ${moves}`,
  },
  "state-quarterly-returns": {
    title: "Отчёты Кентукки, Нью-Мексико, Нью-Йорка и Коннектикута",
    rule:
      "Отчёты по налогам Кентукки и Нью-Мексико по весу и расстоянию (weight-distance tax), налогу Нью-Йорка " +
      "на пользование дорогами (highway use tax, HUT) и дорожному сбору Коннектикута (highway use fee) сдают в\u00a0сроки IFTA: " +
      `${d(dates.iftaQuarterDue.q1)}, ${d(dates.iftaQuarterDue.q2)}, ${d(dates.iftaQuarterDue.q3)} и ${d(dates.iftaQuarterDue.q4)}. Отчёт сдают, даже если вы не проехали по штату ни одной мили. ` +
      "Некоторых перевозчиков Нью-Йорк переводит на ежемесячные или годовые отчёты; для них действуют сроки самого Нью-Йорка. " +
      stays,
  },
  "oregon-weight-mile": {
    title: "Отчёты по налогу Орегона по весу и пробегу (weight-mile tax)",
    rule:
      `Кто отчитывается перед Орегоном раз в\u00a0квартал, сдаёт отчёт за 1-й квартал не позднее ${d(dates.oregonQuarterDue.q1)}, за 2-й — ${d(dates.oregonQuarterDue.q2)}, ` +
      `за 3-й — ${d(dates.oregonQuarterDue.q3)}, за 4-й — не позднее ${d(dates.oregonQuarterDue.q4)}: этот срок назван в\u00a0законе Орегона (на странице ODOT сказано «последний день февраля», в\u00a0високосный год это на день позже). Кто отчитывается раз в\u00a0месяц, сдаёт отчёт ` +
      "не позднее последнего дня месяца, следующего за месяцем поездок. " +
      stays,
  },
  "ifta-renewal": {
    title: "Продление лицензии IFTA и декалей в\u00a0Иллинойсе",
    rule:
      `Иллинойс принимает заявления на продление IFTA с ${d(dates.iftaRenewal.opens)} по ${d(dates.iftaRenewal.due)}. Продлить лицензию нужно не позднее ${d(dates.iftaRenewal.due)}: ` +
      `иначе её приостанавливают ${d(dates.iftaRenewal.suspended)}, и льготного периода нет. Офис советует продлевать с конца октября до начала ноября, ` +
      `чтобы новые декали IFTA (decals) пришли вовремя. Новые декали действуют с\u00a0${d(dates.iftaRenewal.decalsValidFrom)}. Если вы продлили лицензию вовремя, ` +
      "поставить их на грузовик можно до последнего дня февраля. Источник: налоговое ведомство Иллинойса (Illinois Department of Revenue).",
  },
  "form-2290": {
    title: "Form 2290: налог на тяжёлые грузовики",
    rule:
      `Налоговый год по Form 2290 длится с ${d(dates.form2290.taxYearStart)} по ${d(dates.form2290.taxYearEnd)}. Годовую декларацию на машины, которые ездят в июле, ` +
      `подают не позднее ${d(dates.form2290.annualDue)}. Если машину впервые использовали в более поздний месяц, декларацию подают ` +
      `не позднее последнего дня месяца, следующего за месяцем первого использования. ${moves}`,
  },
  "irp-registration-year": {
    title: "Регистрация IRP в Иллинойсе",
    rule:
      `Регистрация номеров IRP (apportioned registration) в Иллинойсе действует с ${d(dates.irpIllinois.yearStart)} по ${d(dates.irpIllinois.yearEnd)} и истекает ${d(dates.irpIllinois.yearEnd)}. ` +
      "Продлите её до этой даты. У других штатов и провинций свой регистрационный год; у некоторых это календарный год, " +
      `с ${d(dates.calendarYear.start)} по ${d(dates.calendarYear.end)}. Дату окончания смотрите на своей кэб-карте (cab card).`,
  },
  "dot-biennial-update": {
    title: "Обновление USDOT раз в два года (MCS-150)",
    rule:
      "Обновляйте регистрацию USDOT (форма MCS-150) раз в два года, не позднее последнего дня своего месяца. " +
      "Месяц зависит от последней цифры номера USDOT (от 1 — январь до 0 — октябрь), а год — от предпоследней цифры " +
      "(нечётная цифра — нечётные годы, чётная — чётные). Об изменениях сообщайте в течение 30\u00a0дней.",
  },
  "ucr-registration": {
    title: "Ежегодная регистрация UCR",
    rule:
      "Регистрационный год UCR совпадает с календарным. " +
      `Оплатите регистрацию до ${d(dates.ucr.enforcement)} регистрационного года. ` +
      `Последний день — ${d(dates.ucr.due)}, даже если он выпадает на выходной или праздник.`,
  },
};
