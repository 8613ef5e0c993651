import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.ru;

export default {
  path: "/cdl-english-training",
  title: "Английский для водителей с\u00a0CDL: подготовка к\u00a0проверке",
  description:
    "Английский для водителей с\u00a0CDL: подготовка к\u00a0проверке знания английского на дороге и к\u00a0экзаменам на CDL. Подробная информация скоро появится.",
  lead: `Подготовка к\u00a0проверке знания английского языка на дороге и к\u00a0экзаменам на CDL (коммерческие водительские права). С\u00a0${f.date({ year: 2025, month: 6, day: 25 })} водителя, который не прошёл такую проверку на дороге, отстраняют от вождения (out of service).`,
  reviewed: "2026-11",
  openQuestions: true,
  comingSoon: "Материал скоро появится…",
  sections: [],
} satisfies ServicePageContent;
