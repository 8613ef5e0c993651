import { formats } from "~/i18n/format";
import { roadSignIds } from "~/lib/tools/road-signs";
import type { ReferencePageContent } from "~/content/types";

const f = formats.ru;

export default {
  path: "/cdl-english-training/road-sign-practice",
  title: "Дорожные знаки: тренировка для водителей с\u00a0CDL",
  description:
    "Тренировка дорожных знаков, которые водитель грузовика должен прочитать при проверке английского на дороге: выберите значение знака и сразу узнайте, верно ли.",
  lead: `Второй этап проверки английского на дороге — дорожные знаки. Здесь можно потренироваться: ${f.count(roadSignIds.length, { one: "знак", few: "знака", many: "знаков", other: "знака" })}, которые должен знать водитель грузовика. Как проходит вся проверка и чему учит курс офиса, рассказано на странице об английском для водителей с\u00a0CDL.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "road-sign-quiz",
      topic: "signs",
      heading: "Потренируйтесь со знаками",
      paragraphs: [
        `${f.count(roadSignIds.length, { one: "знак", few: "знака", many: "знаков", other: "знака" })}, которые должен знать водитель грузовика.`,
      ],
      howToUse: [
        "Выберите, что означает каждый, и проверьте: вы сразу увидите, правы ли вы и почему. Результат — в\u00a0конце.",
      ],
      noScript: { text: "Без JavaScript ответы не проверяются, но правильный отмечен у\u00a0каждого знака." },
      note: "Знаки нарисованы по MUTCD — федеральному руководству по дорожным знакам; на дороге они могут немного отличаться в\u00a0деталях.",
    },
  ],
} satisfies ReferencePageContent;
