/** One language's tools' words, the names LocaleContent lists (app/content/index.ts); pages are YAML beside them. */
export { cdlPracticeCopy as cdlPractice } from "./tools/cdl-practice";
export { checkupCopy as checkup } from "./tools/checkup";
export { deadlineCalendarCopy as deadlineCalendar } from "./tools/deadline-calendar";
export { deadlineRuleWords as deadlineRules } from "./tools/deadline-rules";
export { form2290DueCopy as form2290Due } from "./tools/form-2290-due";
export { form2290PenaltyCopy as form2290Penalty } from "./tools/form-2290-penalty";
export { form2290TaxCopy as form2290Tax } from "./tools/form-2290-tax";
export { mcs150MonthCopy as mcs150Month } from "./tools/mcs150-month";
export { openNowCopy as openNow } from "./tools/open-now";
export { ucrFinderCopy as ucrFinder } from "./tools/ucr-finder";
export { weightDistanceCopy as weightDistance } from "./tools/weight-distance";
