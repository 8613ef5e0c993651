import type { ServicePageContent } from "~/content/types";
import { dates, type YearDay } from "~/data/dates";
import { fees } from "~/data/fees";
import { thresholds } from "~/data/thresholds";
import { formats } from "~/i18n/format";
import { dueDateRuleRows, LATE_FILING_MAX_MONTHS, LATE_FILING_RATE_PER_MONTH } from "~/lib/tools/form2290";
import { annualTaxCents, categoryWeights, taxableCategories, taxForFirstUseCents } from "~/lib/tools/form2290-tax";

const f = formats.bg;
const { atLeastLb, stepLb, maximumOverLb, suspendedMiles, suspendedAgriculturalMiles } = thresholds.form2290;
const tax = fees.form2290Tax;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
/** A month's name at the start of a table cell: "Януари". */
const monthCell = (month: number) => {
  const name = f.monthName(month);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

export default {
  path: "/form-2290",
  title: "Подайте Form 2290 за данъка за тежкотоварни автомобили",
  description: `Form 2290 – данък за тежкотоварни камиони от ${f.lb(thresholds.form2290.atLeastLb)} или повече: кой подава, срокове, глоби и подпечатан Schedule 1. Подаваме я от офиса си в Илинойс.`,
  lead: `Form 2290 е федералната декларация за данъка за тежкотоварни автомобили (HVUT). Подавате я за всеки камион с облагаемо брутно тегло ${f.lb(thresholds.form2290.atLeastLb)} или повече, който се движи по обществените пътища.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "text",
      topic: "who",
      heading: "Кой трябва да подаде Form 2290?",
      paragraphs: [
        `Подавате, ако имате камион или влекач от ${f.lb(thresholds.form2290.atLeastLb)} или повече, нов или употребяван, и го карате по обществените пътища.`,
        "Облагаемото брутно тегло е теглото на камиона плюс ремаркетата, които обикновено теглите, плюс най-тежкия товар, който возите. Ремаркетата не се облагат отделно.",
        "За да подадете, ви трябва EIN (федерален данъчен номер на фирмата). IRS (данъчната служба на САЩ) не приема социалноосигурителен номер (Social Security number) във Form 2290.",
      ],
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "Кога е срокът за Form 2290?",
      caption: "Данъчна година и срокове за Form 2290",
      columns: ["Ситуация", "Кога да подадете"],
      layout: "stacked",
      rows: [
        ["Данъчна година", `${day(dates.form2290.taxYearStart)} – ${day(dates.form2290.taxYearEnd)}`],
        ["Камионът е на пътя през юли", `До ${day(dates.form2290.annualDue)}`],
        ["Камионът е използван за пръв път след юли", "До последния ден на месеца след месеца на първото използване"],
        [
          "Нов камион, който току-що сте купили",
          "Стремете се да подадете до 30\u00a0дни след покупката и никога по-късно от срока на IRS по-горе",
        ],
      ],
      note: "Правилото на IRS: декларацията за превозно средство, което тепърва започвате да използвате, се подава до последния ден на месеца след месеца, в който за пръв път го карате по обществените пътища. Камион, използван за пръв път след юли, плаща по-малко, защото данъкът покрива само част от годината.",
    },
    {
      kind: "tool",
      tool: "form-2290-due-date",
      topic: "deadlines",
      heading: "Намерете срока за камион, използван за пръв път тази година",
      paragraphs: [
        "Изберете месеца, в който камионът е използван за пръв път по обществените пътища. Ако срокът се пада в събота, неделя или федерален празник, той се премества на следващия работен ден.",
      ],
      table: {
        caption: "Срок за Form 2290 според месеца на първото използване",
        columns: ["Първо използване през", "Срок за декларацията"],
        layout: "stacked",
        rows: dueDateRuleRows().map((row) => [
          monthCell(row.firstUseMonth),
          `${f.dayMonth(row.dueMonth, row.dueDay)}${row.leapYearDay ? " (29 във високосна година)" : ""}${row.nextYear ? " на следващата година" : ""}`,
        ]),
      },
    },
    {
      kind: "tool",
      tool: "form-2290-tax",
      topic: "fees",
      heading: "Колко е данъкът?",
      paragraphs: [
        `Камион под ${f.lb(atLeastLb)} не плаща данък. От ${f.lb(atLeastLb)} данъкът за цяла година е ${f.usd(tax.atThreshold)} плюс ${f.usd(tax.perStep)} за всеки ${f.lb(stepLb)} (или част от ${f.lb(stepLb)}) над ${f.lb(atLeastLb)}, а над ${f.lb(maximumOverLb)} е ${f.usd(tax.maximum)}. Камионът за извозване на дървесина плаща с ${f.percent(tax.loggingReductionPercent)} по-малко.`,
        `Камион, използван за пръв път след юли, плаща само за месеците от първото използване до юни включително: годишният данък се умножава по броя на тези месеци и се дели на 12. Например камион над ${f.lb(maximumOverLb)}, използван за пръв път през януари, плаща ${f.usdCents(taxForFirstUseCents("V", 1, false) / 100)}, т.е. данъка за 6\u00a0месеца при годишен данък ${f.usd(tax.maximum)}. Таблиците на IRS закръглят всяка сума до цент.`,
        `Камион, който се очаква да измине по обществените пътища ${f.num(suspendedMiles)}\u00a0мили или по-малко през данъчната година (${f.num(suspendedAgriculturalMiles)}\u00a0мили за селскостопански камион), се декларира в категория W и не плаща данък.`,
      ],
      table: {
        caption: "Данък по Form 2290 за цяла година според категорията тегло",
        columns: ["Категория и облагаемо брутно тегло", "Данък", "За извозване на дървесина"],
        rows: taxableCategories.map((category) => {
          const { fromLb, toLb } = categoryWeights(category);
          const weights = toLb === null ? `Над ${f.lb(fromLb - 1)}` : fromLb === toLb ? f.lb(fromLb) : `${f.num(fromLb)}–${f.lb(toLb)}`;
          return [`${category}: ${weights}`, f.usdCents(annualTaxCents(category, false) / 100), f.usdCents(annualTaxCents(category, true) / 100)];
        }),
      },
      note: "Въведете по-горе теглото и месеца на първото използване, за да видите данъка за камиона си до цент. Добавете VIN номерата на камионите си, за да ги проверите преди подаването: грешно въведеният VIN е най-честата причина IRS да отхвърли декларация.",
    },
    {
      kind: "text",
      topic: "penalties",
      heading: "Какво става, ако подадете със закъснение?",
      paragraphs: [
        `Глобата за късно подаване е ${f.percent(LATE_FILING_RATE_PER_MONTH * 100)} от данъка за всеки месец закъснение, плюс лихва. IRS я начислява за най-много ${LATE_FILING_MAX_MONTHS}\u00a0месеца.`,
        `Ако и платите късно, IRS добавя отделна глоба от ${f.percent(0.5)} от неплатения данък за всеки месец.`,
        "Без подпечатания Schedule 1 може да ви забавят и при регистрацията или подновяването на регистрацията на камиона.",
      ],
    },
    {
      kind: "tool",
      tool: "form-2290-penalty",
      topic: "penalties",
      heading: "Изчислете глобата за късно подаване",
      paragraphs: ["Въведете данъка по декларацията и с колко месеца закъснява тя. Непълният месец се брои за цял."],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "Какво да донесете",
      items: [
        { text: "Вашият EIN", detail: "Социалноосигурителен номер не се приема." },
        { text: "VIN (идентификационен номер на превозното средство) на всеки камион" },
        { text: "Облагаемото брутно тегло на всеки камион" },
        { text: "Месецът, в който всеки нов камион е използван за пръв път по обществените пътища" },
        { text: "Договорът за покупка (bill of sale) на камион, който току-що сте купили" },
        { text: "Как искате да платите", detail: "Електронно плащане, чек или money order." },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "Как протича подаването",
      items: [
        "Донасяте или изпращате VIN номерата, теглата и данните за плащане.",
        "Офисът подготвя декларацията и я подава електронно в IRS.",
        "Плащате данъка електронно, с чек или с money order.",
        "IRS връща подпечатания Schedule 1. Това е доказателството ви, че данъкът е платен.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Кога ви трябва подпечатаният Schedule 1?",
      paragraphs: [
        `За регистрация по IRP (международен план за регистрация – номера за движение в няколко щата) на камион от ${f.lb(thresholds.form2290.atLeastLb)} или повече подпечатаният Schedule 1 се изисква, ако превозното средство е купено преди повече от 60\u00a0дни.`,
        "Ако сте купили камиона през последните 60\u00a0дни, вместо него се приема договорът за покупка.",
        "Загубили сте подпечатания Schedule 1? Ако декларацията е подадена електронно, можете да изтеглите копието отново от доставчика на електронното подаване. Иначе помолете офиса да ви набави копие.",
      ],
    },
    {
      kind: "text",
      topic: "fees",
      heading: "Мога ли да си върна данъка?",
      paragraphs: [
        `Да, в някои случаи. Ако сте платили данъка за камион, който е продаден, унищожен или откраднат през данъчната година, можете да си върнете част от данъка. Можете да си го върнете и за камион, който през годината не е надхвърлил лимита за пробег: ${f.num(suspendedMiles)}\u00a0мили или ${f.num(suspendedAgriculturalMiles)}\u00a0мили за селскостопански камион.`,
        "Искате възстановяване с IRS Form 8849 или приспадате сумата в следващата си Form 2290. Офисът подготвя и двете.",
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "Какво прави офисът за вас",
      items: [
        "Определя категорията тегло и данъка за всеки камион",
        "Подава декларацията електронно и ви взема подпечатания Schedule 1",
        "Подава декларации за новите камиони, когато ги добавяте през годината",
        "Подава корекции за грешен VIN, по-високо тегло или камион, който е надхвърлил лимита за пробег",
      ],
    },
  ],
  faqs: [
    {
      question: "Подавам ли, ако камионът ми изминава съвсем малко мили?",
      answer: `Да. Камион, изминал ${f.num(suspendedMiles)}\u00a0мили или по-малко през данъчната година (${f.num(suspendedAgriculturalMiles)}\u00a0мили за селскостопански камион), не дължи данък, но пак подавате Form 2290, за да го декларирате като освободен (suspended).`,
    },
    {
      question: "Ами ако съм сгрешил VIN или теглото?",
      answer: "Подайте корекция. Офисът поправя грешен VIN с корекция на VIN (VIN correction). Ако камионът минава в по-висока категория тегло, подавате коригирана декларация (amended return) и доплащате данъка.",
    },
    {
      question: "Задължително ли е да подавам електронно?",
      answer: "Да, ако подавате за 25 или повече превозни средства. При по-малко електронното подаване не е задължително, но Schedule 1 се връща по-бързо.",
    },
  ],
  expertGuidanceBanner: true,
  related: ["/filing-deadlines", "/irp-new-registration", "/ein-registration", "/ucr-registration"],
} satisfies ServicePageContent;
