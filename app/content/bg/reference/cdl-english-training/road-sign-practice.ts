import { formats } from "~/i18n/format";
import { roadSignIds } from "~/lib/tools/road-signs";
import type { ReferencePageContent } from "~/content/types";

const f = formats.bg;

export default {
  path: "/cdl-english-training/road-sign-practice",
  title: "Пътни знаци: упражнение за шофьори с\u00a0CDL",
  description:
    "Упражнение по пътните знаци, които шофьорът на камион трябва да прочете при проверката на английския на пътя: изберете значението и вижте веднага дали е вярно.",
  lead: `Вторият етап на проверката на английския на пътя са пътните знаци. Тук можете да ги упражните: ${f.count(roadSignIds.length, { one: "знак", other: "знака" })}, които шофьорът на камион трябва да знае. Как протича цялата проверка и на какво учи курсът на офиса, ще намерите на страницата за английски за шофьори с\u00a0CDL.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "tool",
      tool: "road-sign-quiz",
      topic: "signs",
      heading: "Упражнете пътните знаци",
      paragraphs: [
        `${f.count(roadSignIds.length, { one: "знак", other: "знака" })}, които шофьорът на камион трябва да знае.`,
      ],
      howToUse: [
        "Изберете какво означава всеки и проверете: веднага ще видите дали отговорът е верен и защо. Резултатът е накрая.",
      ],
      noScript: { text: "Без JavaScript отговорите не се проверяват, но верният е отбелязан при всеки знак." },
      note: "Знаците са нарисувани по MUTCD, федералното ръководство за пътните знаци; на пътя те може да се различават в подробностите.",
    },
  ],
} satisfies ReferencePageContent;
