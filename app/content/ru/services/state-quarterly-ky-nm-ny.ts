import type { ServicePageContent } from "~/content/types";
import { thresholds } from "~/data/thresholds";
import { dates, type YearDay } from "~/data/dates";
import { fees } from "~/data/fees";
import { weightDistanceRates as rates } from "~/data/weight-distance";
import { formats } from "~/i18n/format";
import { newYorkOverTop, oneWayShare, rateDecimals, weightDistanceRateRows, type RateCell } from "~/lib/tools/weight-distance-table";

const f = formats.ru;
const day = (d: YearDay) => f.dayMonth(d.month, d.day);
const checked = f.date(rates.checked);
const rateCell = (cell: RateCell, state: "NM" | "NY") =>
  cell.kind === "none" ? "Нет налога" : cell.kind === "rate" ? f.usdRate(cell.dollarsPerMile, rateDecimals[state]) : `${f.usdRate(cell.dollarsPerMile, rateDecimals[state])} + ${f.usdRate(cell.perTon, rateDecimals.NY)} за тонну`;

export default {
  path: "/state-quarterly-ky-nm-ny",
  title: "Пермиты для налогов на пробег в\u00a0Кентукки, Нью-Мексико, Нью-Йорке и Орегоне",
  description:
    "Пермиты и отчёты по налогам на пробег в\u00a0Кентукки, Нью-Мексико, Нью-Йорке и Орегоне: пороги веса, сроки отчётов и какие записи хранить.",
  lead: "Пять штатов берут с\u00a0тяжёлых грузовиков налог за каждую милю по своим дорогам: Кентукки, Нью-Мексико, Нью-Йорк, Орегон и Коннектикут. Здесь речь о\u00a0первых четырёх; для Коннектикута есть отдельная страница. Этот налог платится сверх IFTA (соглашение о\u00a0налоге на топливо между штатами) и IRP (международный план регистрации — номера для поездок по нескольким штатам). Если ваш грузовик заезжает в\u00a0один из этих штатов и тяжелее порога, вам нужен пермит (permit) этого штата и нужно сдавать его отчёты.",
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "table",
      topic: "who",
      heading: "Каким грузовикам нужен пермит?",
      paragraphs: ["Сверьте вес своего грузовика с\u00a0порогом каждого штата, где вы ездите."],
      caption: "Налоги штатов на пробег и грузовики, которых они касаются",
      columns: ["Штат", "Налог", "Какие грузовики", "Как часто сдавать отчёт"],
      layout: "stacked",
      rows: [
        [
          "Кентукки",
          "Налог по весу и расстоянию (weight-distance tax; номер KYU — учётный номер перевозчика в\u00a0Кентукки)",
          `${f.lb(thresholds.kentucky.overLb)} и больше`,
          "Раз в\u00a0квартал",
        ],
        ["Нью-Мексико", "Пермит для налога по весу и расстоянию", `Больше ${f.lb(thresholds.newMexico.overLb)}`, "Раз в\u00a0квартал"],
        ["Нью-Йорк", "Налог на пользование дорогами (highway use tax, HUT)", `Больше ${f.lb(thresholds.newYork.overLb)}`, "Раз в\u00a0квартал для большинства перевозчиков"],
        ["Орегон", "Налог по весу и пробегу (weight-mile tax)", `Больше ${f.lb(thresholds.oregon.overLb)}`, "Раз в\u00a0месяц или раз в\u00a0квартал, если Орегон это одобрит"],
      ],
      note: `Часто называют цифру «${f.lb(thresholds.kentucky.overLb)} и больше». Но закон Кентукки облагает вес свыше ${f.lb(thresholds.kentucky.overLb)}, так что налог начинается с\u00a0${f.lb(thresholds.kentucky.overLb + 1)} (Kentucky Transportation Cabinet, транспортное ведомство Кентукки). Нью-Йорк может перевести перевозчика на ежемесячные или годовые отчёты в\u00a0зависимости от того, сколько налога он заплатил за прошлый год.`,
    },
    {
      kind: "text",
      topic: "info",
      heading: "Кентукки: номер KYU",
      paragraphs: [
        `Налог Кентукки по весу и расстоянию часто описывают как налог для грузовиков весом ${f.lb(thresholds.kentucky.overLb)} и больше. Закон облагает общий зарегистрированный вес (combined licensed weight) свыше ${f.lb(thresholds.kentucky.overLb)}, так что налог начинается с\u00a0${f.lb(thresholds.kentucky.overLb + 1)}. Вы получаете номер KYU и платите налог за мили, которые проехали по Кентукки.`,
        "Отчёт сдают каждый квартал, даже если вы не проехали по Кентукки ни одной мили. За пропущенный нулевой отчёт начисляют штрафы, и номер KYU могут отозвать.",
        "Закон Кентукки требует хранить эти записи, включая журналы водителей, 5\u00a0лет (Kentucky Revised Statutes 138.680; Kentucky Transportation Cabinet пишет то же самое). Часто называют срок 3\u00a0года, но этого мало: перевозчику, который выбросил записи через 3\u00a0года, при проверке могут начислить налог расчётным путём.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Нью-Мексико: пермит для налога по весу и расстоянию",
      paragraphs: [
        `Нью-Мексико берёт налог с\u00a0грузовиков тяжелее ${f.lb(thresholds.newMexico.overLb)} за мили, которые они проехали по штату. Пермит оформляют на каждый грузовик, и он действует один календарный год.`,
        "Каждый квартал вы сдаёте отчёт с\u00a0милями по Нью-Мексико. Храните путевые записи, по которым видно, где каждый грузовик ездил по Нью-Мексико.",
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Нью-Йорк: пермит HUT",
      paragraphs: [
        `Налог Нью-Йорка на пользование дорогами (HUT, highway use tax) касается грузовиков и тягачей тяжелее ${f.lb(thresholds.newYork.overLb)} на дорогах общего пользования штата. Каждый грузовик получает декаль HUT (decal).`,
        "В\u00a0каждом отчёте вы указываете мили по Нью-Йорку и платите налог. Мили по платным участкам магистрали New York State Thruway налогом не облагаются, поэтому учитывайте их в\u00a0записях отдельно.",
        `Грузовик, который заезжает в\u00a0Нью-Йорк лишь изредка, может вместо свидетельства о\u00a0регистрации HUT, декали и отчётов ездить с\u00a0разовым сертификатом HUT (trip certificate). Он стоит ${f.usd(fees.newYorkHutTripCertificate.fee)} и действует до полуночи третьего дня после выдачи. В\u00a0год можно получить не больше 10 таких сертификатов, а копию каждого нужно хранить 4\u00a0года (New York Tax Bulletin TB-HU-116).`,
      ],
    },
    {
      kind: "text",
      topic: "info",
      heading: "Орегон: налог по весу и пробегу",
      paragraphs: [
        `Орегон берёт налог с\u00a0грузовиков тяжелее ${f.lb(thresholds.oregon.overLb)} за каждую милю по дорогам Орегона. Ставка зависит от заявленного веса грузовика и числа осей. Сначала перевозчики сдают отчёты каждый месяц, а потом могут попросить Орегон перевести их на квартальные.`,
      ],
    },
    {
      kind: "tool",
      tool: "weight-distance",
      topic: "fees",
      heading: "Рассчитайте налог для одного грузовика",
      paragraphs: [
        "Введите вес грузовика и его мили по каждому штату за этот квартал, и вы увидите примерный налог в\u00a0Кентукки, Нью-Мексико и Нью-Йорке. Орегона и Коннектикута в\u00a0расчёте нет: их налог посчитает офис, потому что их действующие таблицы ставок не удалось подтвердить.",
        `В\u00a0Кентукки одна ставка для всех грузовиков тяжелее ${f.lb(thresholds.kentucky.overLb)}: ${f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY)} за милю (${rates.kentucky.source}, проверено ${checked}). В\u00a0Нью-Мексико и Нью-Йорке ставка зависит от веса, как в\u00a0таблице.`,
      ],
      table: {
        caption: "Налог за милю по весу грузовика в\u00a0Нью-Мексико и Нью-Йорке",
        columns: ["Вес, фунтов", "Нью-Мексико", "Нью-Йорк"],
        rows: weightDistanceRateRows().map((row) => [f.span(row.range.fromLb, row.range.toLb), rateCell(row.newMexico, "NM"), rateCell(row.newYork, "NY")]),
      },
      note: `Нью-Мексико (${rates.newMexico.source}, проверено ${checked}): грузовик, который Нью-Мексико зарегистрировал для перевозок в\u00a0одну сторону (он едет пустым не меньше ${f.percent(rates.newMexico.oneWayHaul.minEmptyPercent)} своих миль за регистрационный год), платит ${oneWayShare} ставки. Нью-Йорк (${rates.newYork.source}, проверено ${checked}): ставки указаны для миль с\u00a0грузом; при весе больше ${f.lb(newYorkOverTop.overLb)} ставка растёт на ${f.usdRate(newYorkOverTop.perTon, rateDecimals.NY)} за милю за каждую тонну (${f.lb(rates.newYork.overTop.tonLb)}) или её часть. Офис проверит ставки перед подачей вашего отчёта.`,
    },
    {
      kind: "table",
      topic: "deadlines",
      heading: "Когда сдавать отчёты",
      caption: "Квартальные сроки отчётов по налогам штатов на пробег",
      columns: ["Квартал", "Кентукки, Нью-Мексико, Нью-Йорк", "Орегон (если сдаёте раз в\u00a0квартал)"],
      layout: "stacked",
      rows: [
        ["1-й квартал (январь–март)", day(dates.iftaQuarterDue.q1), day(dates.oregonQuarterDue.q1)],
        ["2-й квартал (апрель–июнь)", day(dates.iftaQuarterDue.q2), day(dates.oregonQuarterDue.q2)],
        ["3-й квартал (июль–сентябрь)", day(dates.iftaQuarterDue.q3), day(dates.oregonQuarterDue.q3)],
        ["4-й квартал (октябрь–декабрь)", day(dates.iftaQuarterDue.q4), "Последний день февраля"],
      ],
      note: "Если вы сдаёте отчёты в\u00a0Орегон каждый месяц, срок — последний день месяца, следующего за тем, в\u00a0котором вы ездили. Во всех штатах отчёт сдают, даже если налога к\u00a0уплате нет.",
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "Что принести каждый квартал",
      items: [
        {
          text: "Мили по каждому из этих штатов для каждого грузовика",
          detail: "Из ELD (электронный бортовой журнал), отчётов GPS или путевых листов.",
        },
        { text: "Чеки или выписки за проезд по New York State Thruway", detail: "Только если вы ездили по Нью-Йорку." },
        { text: "Вес, на который зарегистрирован или заявлен каждый грузовик" },
        { text: "Список грузовиков, которые вы добавили или сняли за квартал" },
        { text: "Номера ваших пермитов или аккаунтов в\u00a0каждом штате, если они уже есть" },
      ],
    },
    {
      kind: "list",
      topic: "help",
      heading: "Что офис сделает для вас",
      items: [
        "Откроет вам аккаунт для пермита в\u00a0каждом штате, где он нужен.",
        "Будет продлевать пермиты, добавлять и снимать грузовики.",
        "Будет вовремя готовить и сдавать ваши отчёты, включая нулевые.",
        "Будет держать ваши документы в\u00a0порядке, чтобы вы были готовы к\u00a0проверке штата.",
      ],
    },
  ],
  related: ["/or-quarterly", "/ct-quarterly", "/ifta-quarterly", "/form-2290"],
} satisfies ServicePageContent;
