import { dates, type YearDay } from "~/data/dates";
import { formats } from "~/i18n/format";
import type { Copy } from "~/content/types";
import type { deadlineRuleWords as english } from "~/content/en/tools/deadline-rules";

const f = formats.bg;
const on = (d: YearDay) => f.dayMonth(d.month, d.day);

const moves = "Срок, който се пада в събота, неделя или федерален празник, се премества на следващия работен ден.";
const stays =
  "Календарът показва тези дати точно както са определени и не ги премества от почивните дни и празниците, така че ако подадете до показаната дата, никога не закъснявате.";

/** The filing-deadline rules as the /filing-deadlines page states them; the dates are in app/lib/tools/deadlines.ts. */
export const deadlineRuleWords: Copy<typeof english> = {
  "ifta-quarterly": {
    title: "Тримесечни декларации по IFTA",
    rule:
      "Декларациите по IFTA се подават до последния ден на месеца след всяко тримесечие: " +
      `Q1 до ${on(dates.iftaQuarterDue.q1)}, Q2 до ${on(dates.iftaQuarterDue.q2)}, Q3 до ${on(dates.iftaQuarterDue.q3)} и Q4 до ${on(dates.iftaQuarterDue.q4)} на следващата година. ` +
      `Подайте декларация дори за тримесечие без изминати мили. ${moves}`,
  },
  "state-quarterly-returns": {
    title: "Декларации в Кентъки, Ню Мексико, Ню Йорк и Кънектикът",
    rule:
      "Декларациите за данъка по тегло и разстояние в Кентъки и в Ню Мексико, за данъка за ползване на пътищата " +
      `в Ню Йорк и за пътната такса на Кънектикът се подават на датите на IFTA: ${on(dates.iftaQuarterDue.q1)}, ${on(dates.iftaQuarterDue.q2)}, ` +
      `${on(dates.iftaQuarterDue.q3)} и ${on(dates.iftaQuarterDue.q4)}. Подавайте ги дори когато не сте карали в съответния щат. ` +
      "Ню Йорк прехвърля някои превозвачи на месечни или годишни декларации; за тях важат собствените дати на Ню Йорк. " +
      stays,
  },
  "oregon-weight-mile": {
    title: "Отчети за данъка по тегло и мили в Орегон",
    rule:
      `Превозвачите, които отчитат милите си в Орегон на тримесечие, подават Q1 до ${on(dates.oregonQuarterDue.q1)}, Q2 до ${on(dates.oregonQuarterDue.q2)}, Q3 до ${on(dates.oregonQuarterDue.q3)} ` +
      `и Q4 до ${on(dates.oregonQuarterDue.q4)} – датата от закона на Орегон (страницата на ODOT казва последния ден на февруари, който във високосна година е с\u00a0ден по-късно). ` +
      "Тези, които отчитат всеки месец, подават до последния ден на месеца след месеца, " +
      "в който са карали. " +
      stays,
  },
  "ifta-renewal": {
    title: "Подновяване на лиценза и стикерите по IFTA в Илинойс",
    rule:
      `Илинойс приема подновявания по IFTA от ${on(dates.iftaRenewal.opens)} до ${on(dates.iftaRenewal.due)}. Лиценз, който не е подновен ` +
      `до ${on(dates.iftaRenewal.due)}, се спира на ${on(dates.iftaRenewal.suspended)}, без гратисен период. Офисът съветва да подновите от края ` +
      "на октомври до началото на ноември, за да пристигнат новите стикери навреме. Новите стикери важат " +
      `от ${on(dates.iftaRenewal.decalsValidFrom)}. Ако сте подновили навреме, имате време до последния ден на февруари да ги поставите ` +
      "на камиона. Източник: данъчното ведомство на Илинойс (Illinois Department of Revenue).",
  },
  "form-2290": {
    title: "Form 2290: данък за тежкотоварни автомобили",
    rule:
      `Данъчната година за Form 2290 е от ${on(dates.form2290.taxYearStart)} до ${on(dates.form2290.taxYearEnd)}. Годишната декларация за превозни средства, ` +
      `които се използват през юли, се подава до ${on(dates.form2290.annualDue)}. За превозно средство, използвано за пръв път ` +
      "в по-късен месец, декларацията се подава до последния ден на месеца след месеца на първото използване. " +
      moves,
  },
  "irp-registration-year": {
    title: "Регистрация по IRP в Илинойс",
    rule:
      `Регистрацията по IRP (apportioned registration) в Илинойс важи от ${on(dates.irpIllinois.yearStart)} до ${on(dates.irpIllinois.yearEnd)} и изтича на ${on(dates.irpIllinois.yearEnd)}. ` +
      "Подновете я преди това. Другите юрисдикции определят своя регистрационна година; някои използват " +
      `календарната година, от ${on(dates.calendarYear.start)} до ${on(dates.calendarYear.end)}. Проверете датата на изтичане в кеб картата (cab card) си.`,
  },
  "dot-biennial-update": {
    title: "Обновяване на USDOT на всеки две години (MCS-150)",
    rule:
      "Обновявайте регистрацията си в USDOT с MCS-150 (формуляра с данните на превозвача) " +
      "на всеки две години, до последния ден на вашия месец. Последната цифра на USDOT номера ви определя месеца " +
      "(от 1 за януари до 0 за октомври), а предпоследната цифра определя годината (нечетна цифра: нечетните " +
      "години; четна цифра: четните години). Съобщавайте за промени до 30\u00a0дни.",
  },
  "ucr-registration": {
    title: "Годишна регистрация по UCR",
    rule:
      "Годината на регистрация по UCR е календарната година. " +
      `Платете преди ${on(dates.ucr.enforcement)} на годината, за която се регистрирате. Последният ден е ${on(dates.ucr.due)}, дори когато се пада в събота, неделя или празник.`,
  },
};
