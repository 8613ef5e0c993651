import type { YearDay } from "~/data/dates";
import { dates } from "~/data/dates";
import { fees } from "~/data/fees";
import { firm } from "~/data/firm";
import { thresholds } from "~/data/thresholds";
import { weightDistanceRates as rates } from "~/data/weight-distance";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import { formatMessage, type MessageValues } from "~/i18n/message";
import { parseIso } from "~/lib/tools/dates";
import { LATE_FILING_MAX_MONTHS, LATE_FILING_RATE_PER_MONTH } from "~/lib/tools/form2290";
import { taxForFirstUseCents } from "~/lib/tools/form2290-tax";
import { maxRequiredQuestions } from "~/lib/tools/checkup";
import { EARLY_FILING_MONTHS } from "~/lib/tools/mcs150";
import { roadSignIds } from "~/lib/tools/road-signs";
import { newYorkOverTop, oneWayShare, rateDecimals } from "~/lib/tools/weight-distance-table";
import { readCopy } from "./copy-files";
import { sharedSchema } from "./schemas";
import { cdlPracticeSchema } from "./tool-schemas";
import { ucrTableYears } from "./ucr-table";

/*
 * Figures in copy are tokens: a sentence names the figure, "UCR is due by {ucrDue}", and the page
 * is written with the value from app/data in its language. Change the date in app/data/dates.json
 * and every language follows; the translation check requires each translation to name the same
 * tokens. A count is a plural: "{roadSigns, plural, one {# знак} few {# знака} other {# знаков}}".
 *
 * The list below is every figure copy may name. A new figure is a new line here, named for what it
 * is, not for the page that shows it first.
 */

/** The days of the year that copy names, each as {name} (the short form) and {nameLong}. */
const yearDays: Readonly<Record<string, YearDay>> = {
  calendarYearStart: dates.calendarYear.start,
  calendarYearEnd: dates.calendarYear.end,
  ucrDue: dates.ucr.due,
  ucrNextYearOpens: dates.ucr.nextYearOpens,
  ucrEnforcement: dates.ucr.enforcement,
  iftaRenewalOpens: dates.iftaRenewal.opens,
  iftaRenewalDue: dates.iftaRenewal.due,
  iftaRenewalSuspended: dates.iftaRenewal.suspended,
  iftaDecalsValidFrom: dates.iftaRenewal.decalsValidFrom,
  iftaQ1Due: dates.iftaQuarterDue.q1,
  iftaQ2Due: dates.iftaQuarterDue.q2,
  iftaQ3Due: dates.iftaQuarterDue.q3,
  iftaQ4Due: dates.iftaQuarterDue.q4,
  oregonQ1Due: dates.oregonQuarterDue.q1,
  oregonQ2Due: dates.oregonQuarterDue.q2,
  oregonQ3Due: dates.oregonQuarterDue.q3,
  oregonQ4Due: dates.oregonQuarterDue.q4,
  irpYearStart: dates.irpIllinois.yearStart,
  irpYearEnd: dates.irpIllinois.yearEnd,
  irpMileagePeriodEnd: dates.irpMileagePeriod.end,
  form2290TaxYearStart: dates.form2290.taxYearStart,
  form2290TaxYearEnd: dates.form2290.taxYearEnd,
  form2290AnnualDue: dates.form2290.annualDue,
  newMexicoAnnualElectBy: dates.newMexicoAnnualFiling.electBy,
  newMexicoAnnualDue: dates.newMexicoAnnualFiling.due,
  form941DueQ1: dates.payroll.form941Due.q1,
  form941DueQ2: dates.payroll.form941Due.q2,
  form941DueQ3: dates.payroll.form941Due.q3,
  form941DueQ4: dates.payroll.form941Due.q4,
  yearEndFormsDue: dates.payroll.yearEndFormsDue,
};

/** Every figure a page's copy may name, written in `locale`, and the office's state as that language names it. */
export function figureTokens(locale: Locale): MessageValues {
  const f = formats[locale];
  const { years, next } = ucrTableYears();
  const tax = fees.form2290Tax;
  const { firm: office } = readCopy("shared", sharedSchema, locale);
  return {
    // The office (app/data/firm.ts), its state and who it works with, in the page's language.
    foundedYear: String(firm.foundedYear),
    truckingSinceYear: String(firm.truckingSinceYear),
    officeState: office.state,
    audienceFirst: office.audience.slice(0, -1).join(", "),
    audienceLast: office.audience.at(-1)!,
    // The notice 5 ILCS 312/3-103 requires, word for word in English, as en/shared.yaml holds it.
    statutoryNotaryNotice: readCopy("shared", sharedSchema, "en").notaryNotice.text,

    // Days of the year (app/data/dates.json): "{iftaQ1Due}" is Apr 30, "{iftaQ1DueLong}" April 30.
    ...Object.fromEntries(
      Object.entries(yearDays).flatMap(([name, d]) => [
        [name, f.dayMonth(d.month, d.day)],
        [`${name}Long`, f.longDayMonth(d.month, d.day)],
      ]),
    ),

    // Dates a rule took effect.
    connecticutFeeStart: f.date(dates.connecticutFeeStart),
    englishGuidanceDate: f.date(dates.englishProficiency.guidance),
    englishOutOfServiceDate: f.date(dates.englishProficiency.outOfService),
    englishBorderZoneFaqDate: f.date(dates.englishProficiency.borderZoneFaq),

    // Weights (app/data/thresholds.json).
    usdotWeight: f.lb(thresholds.usdot.overLb),
    cmvWeightFrom: f.lb(thresholds.usdot.overLb + 1),
    irpIftaWeight: f.lb(thresholds.irpIfta.overLb),
    irpIftaMinAxles: thresholds.irpIfta.minAxles,
    form2290Weight: f.lb(thresholds.form2290.atLeastLb),
    form2290StepWeight: f.lb(thresholds.form2290.stepLb),
    form2290TopWeight: f.lb(thresholds.form2290.maximumOverLb),
    form2290SuspendedMiles: f.num(thresholds.form2290.suspendedMiles),
    form2290FarmSuspendedMiles: f.num(thresholds.form2290.suspendedAgriculturalMiles),
    form2290EFileVehicles: f.num(thresholds.form2290.eFileAtLeastVehicles),
    connecticutWeight: f.lb(thresholds.connecticut.atLeastLb),
    kentuckyWeight: f.lb(thresholds.kentucky.overLb),
    kentuckyWeightFrom: f.lb(thresholds.kentucky.overLb + 1),
    newMexicoWeight: f.lb(thresholds.newMexico.overLb),
    newYorkWeight: f.lb(thresholds.newYork.overLb),
    oregonWeight: f.lb(thresholds.oregon.overLb),

    // Fees and taxes (app/data/fees.json).
    boc3Fee: f.usdRange(fees.boc3.typicalMin, fees.boc3.typicalMax),
    boc3BrokerFee: f.usdRange(fees.boc3BrokerPage.typicalMin, fees.boc3BrokerPage.typicalMax),
    brokerFmcsaFee: f.usd(fees.brokerAuthority.fmcsaFee),
    brokerBond: f.usd(fees.brokerAuthority.suretyBond),
    brokerBondYearly: f.usdRange(
      fees.brokerAuthority.bondYearly.typicalMin,
      fees.brokerAuthority.bondYearly.typicalMax,
    ),
    mcFmcsaFee: f.usd(fees.mcAuthority.fmcsaFee),
    liabilityMinimum: f.usd(fees.liabilityMinimum.generalFreight),
    illinoisIntrastateFee: f.usdRange(fees.illinoisIntrastate.typicalMin, fees.illinoisIntrastate.typicalMax),
    illinoisIntrastateFeeMax: f.usd(fees.illinoisIntrastate.typicalMax),
    illinoisIntrastatePerTruck: f.usd(fees.illinoisIntrastate.perTruckYearly),
    trailerPlateFee: f.usd(fees.illinoisSemiTrailerPlate.oneTime),
    notaryFee: f.usd(fees.notaryAct.maximum),
    iftaDecalFee: f.usd(fees.iftaDecals.perSet),
    iftaLateMinimum: f.usd(fees.iftaLateReturn.minPenalty),
    iftaLatePercent: f.percent(fees.iftaLateReturn.percentOfNetTax),
    newMexicoAnnualUnder: f.usd(fees.newMexicoWeightDistance.annualFilingUnder),
    newYorkTripCertificate: f.usd(fees.newYorkHutTripCertificate.fee),
    scacYear: String(fees.scac.year),
    scacNewCode: f.usdRange(fees.scac.oftenQuoted.newCode.min, fees.scac.oftenQuoted.newCode.max),
    scacRenewal: f.usdRange(fees.scac.oftenQuoted.renewal.min, fees.scac.oftenQuoted.renewal.max),
    scacIdVerification: f.usd(fees.scac.idVerification),
    scacNewCodeOnline: f.usd(fees.scac.newCode.online),
    scacNewCodeByPhone: f.usd(fees.scac.newCode.byPhoneOrMail),
    scacRenewalOnline: f.usd(fees.scac.renewal.online),
    scacRenewalByPhone: f.usd(fees.scac.renewal.byPhoneOrMail),
    scacContainerCode: f.usd(fees.scac.containerCode),
    form2290TaxAtWeight: f.usd(tax.atThreshold),
    form2290TaxPerStep: f.usd(tax.perStep),
    form2290TaxMaximum: f.usd(tax.maximum),
    form2290LoggingReduction: f.percent(tax.loggingReductionPercent),
    form2290LoggingShare: f.percent(100 - tax.loggingReductionPercent),
    // The tax for the heaviest truck first used in January: half the year's tax.
    form2290JanuaryTax: f.usdCents(taxForFirstUseCents("V", 1, false) / 100),
    form2290LateRate: f.percent(LATE_FILING_RATE_PER_MONTH * 100),
    form2290LateMaxMonths: LATE_FILING_MAX_MONTHS,

    // UCR: the years the fee table is published for (app/data/ucr.json).
    ucrNewestYear: String(years.at(-1)),
    ucrEarlierYears: years.slice(0, -1).join(", "),
    ucrEarlierYearCount: years.length - 1,
    ucrNextYear: String(next),

    // Mileage-tax rates (app/data/weight-distance.json).
    weightDistanceChecked: f.date(parseIso(rates.checked)),
    kentuckyRate: f.usdRate(rates.kentucky.dollarsPerMile, rateDecimals.KY),
    kentuckyRateSource: rates.kentucky.source,
    newMexicoRateSource: rates.newMexico.source,
    newYorkRateSource: rates.newYork.source,
    newMexicoOneWayEmpty: f.percent(rates.newMexico.oneWayHaul.minEmptyPercent),
    newMexicoOneWayShare: oneWayShare,
    newYorkTopWeight: f.lb(newYorkOverTop.overLb),
    newYorkPerTon: f.usdRate(newYorkOverTop.perTon, rateDecimals.NY),
    newYorkTonWeight: f.lb(rates.newYork.overTop.tonLb),

    // Counts.
    mcs150EarlyMonths: EARLY_FILING_MONTHS,
    checkupQuestions: maxRequiredQuestions,
    usdotFee: f.usd(fees.usdot.fmcsaFee),
    interviewQuestions: readCopy("tools/cdl-practice", cdlPracticeSchema, "en").interview.questions.length,
    roadSigns: roadSignIds.length,
  };
}

/** The names of a message's arguments, nested ones included: "{count, plural, one {# of {fee}} …}" → count, fee. */
function argumentNames(message: string): string[] {
  const names: string[] = [];
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ("value" in element && element.type !== TYPE.literal) names.push(element.value);
      if ("options" in element) Object.values(element.options).forEach((option) => visit(option.value));
    }
  };
  visit(parse(message));
  return names;
}

/** Text as an ICU message shows it: an apostrophe doubled, and quoted where it holds syntax. */
const icuLiteral = (text: string) => {
  const doubled = text.replaceAll("'", "''");
  return /[{}#|]/.test(doubled) ? `'${doubled}'` : doubled;
};

/**
 * The copy with the figures its strings name written in. In a page's copy every argument is a
 * figure, and one that is not (a mistyped token) stops the build. In a tool's words
 * (`forTool`), the values the tool fills as it answers ("{count} vehicles") stay arguments; the
 * figures beside them are written in, so the message the tool formats holds them as text.
 */
export function withFigures<T>(
  copy: T,
  locale: Locale,
  forTool = false,
  tokens: MessageValues = figureTokens(locale),
): T {
  if (typeof copy === "string") {
    if (!copy.includes("{")) return copy;
    if (!forTool) return formatMessage(copy, tokens, locale) as T;
    const names = argumentNames(copy);
    const figures = names.filter((name) => name in tokens);
    if (figures.length === 0) return copy;
    if (figures.length === names.length) return formatMessage(copy, tokens, locale) as T;
    // A message with the tool's values keeps them, with its figures written in as quoted text.
    return figures.reduce(
      (message, name) => message.replaceAll(`{${name}}`, icuLiteral(String(tokens[name]))),
      copy as string,
    ) as T;
  }
  if (Array.isArray(copy)) return copy.map((item: unknown) => withFigures(item, locale, forTool, tokens)) as T;
  if (copy && typeof copy === "object")
    return Object.fromEntries(
      Object.entries(copy).map(([key, value]) => [key, withFigures(value, locale, forTool, tokens)]),
    ) as T;
  return copy;
}
