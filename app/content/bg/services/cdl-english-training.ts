import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.bg;

export default {
  path: "/cdl-english-training",
  title: "Обучение по английски език за шофьори с CDL",
  description:
    "Обучение по английски за CDL: подготовка за проверката на английския език на пътя и за изпитите за CDL. Подробностите предстоят скоро.",
  lead: `Подготовка за проверката на английския език на пътя и за изпитите за CDL (професионална шофьорска книжка). От ${f.date({ year: 2025, month: 6, day: 25 })} шофьор, който не мине проверката на пътя, се спира от движение (out of service).`,
  reviewed: "2026-11",
  openQuestions: true,
  comingSoon: "Съдържанието предстои…",
  sections: [],
} satisfies ServicePageContent;
