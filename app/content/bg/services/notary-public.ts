import { statutoryNotaryNotice } from "~/data/notary-notice";
import { fees } from "~/data/fees";
import { formats } from "~/i18n/format";
import type { ServicePageContent } from "~/content/types";

const f = formats.bg;

export default {
  path: "/notary-public",
  title: "Notary Public",
  description:
    "Notary Public в офиса ни в Илинойс: заверка на подпис на английски, български или руски. Донесете оригинала и документ за самоличност. Запишете си час.",
  lead: `В офиса Notary Public може да ви обслужи на английски, български или руски език. Донесете оригинала на документа и валиден документ за самоличност. Илинойс ограничава таксата до ${f.usd(fees.notaryAct.maximum)} за всяка заверка.`,
  reviewed: "2026-11",
  openQuestions: true,
  sections: [
    {
      kind: "list",
      topic: "overview",
      heading: "Какво да знаете предварително",
      items: [
        "Езици: английски, български или руски. Notary Public говори с вас пряко на един от тези езици; текстът на удостоверяването (notary certificate) върху документа ви се попълва на английски.",
        `Такса: най-много ${f.usd(fees.notaryAct.maximum)} за всяка заверка – границата по закона на Илинойс (5\u00a0ILCS 312/3-104). Notary Public ви казва таксата, преди да завери документа.`,
        "Донесете оригинала на документа и валиден документ за самоличност",
        "Препоръчително е да си запишете час",
      ],
    },
    {
      kind: "checklist",
      topic: "documents",
      heading: "Какво да донесете",
      items: [
        { text: "Оригиналът на документа, който трябва да се завери", detail: "Копие не е достатъчно." },
        {
          text: "Валиден документ за самоличност със снимка",
          detail: "Например шофьорска книжка, щатска лична карта (state ID) или паспорт, които не са изтекли.",
        },
      ],
    },
    {
      kind: "steps",
      topic: "steps",
      heading: "Как става заверката",
      items: [
        "Запишете си час. Препоръчително е, за да е свободен Notary Public, когато дойдете.",
        "Елате лично. В този офис всеки, който подписва документа, трябва да присъства. Законът на Илинойс позволява и дистанционна, и електронна заверка, но офисът заверява лично, на място.",
        "Не подписвайте, докато Notary Public не ви каже. Много документи трябва да се подпишат пред Notary Public.",
        "Notary Public проверява документа ви за самоличност, гледа как подписвате и подпечатва документа.",
      ],
    },
    {
      kind: "list",
      topic: "info",
      heading: "Какво може и какво не може Notary Public",
      items: [
        "Notary Public потвърждава самоличността ви и че вие сте подписали документа.",
        "Notary Public не проверява дали документът е правилен, нито какво означава той за вас.",
        "Notary Public не може да заверява документ, в който самият той има личен интерес.",
      ],
    },
    {
      kind: "text",
      topic: "warning",
      heading: "Уведомление по закона на Илинойс",
      paragraphs: [
        statutoryNotaryNotice,
        "Законът на Илинойс (5\u00a0ILCS 312/3-103) изисква всеки Notary Public, който не е attorney и рекламира услугите си на език, различен от английския, да показва това съобщение.",
      ],
    },
  ],
  faqs: [
    {
      question: "Трябва ли да си запиша час?",
      answer: "Препоръчително е. Така Notary Public ще е свободен, когато дойдете.",
    },
    {
      question: "Колко струва?",
      answer: `Законът на Илинойс ограничава таксата до ${f.usd(fees.notaryAct.maximum)} за всяка заверка. Notary Public трябва да ви каже таксата, преди да завери документа ви.`,
    },
  ],
  related: ["/truck-title-transfer", "/trailer-registration", "/llc-formation"],
} satisfies ServicePageContent;
