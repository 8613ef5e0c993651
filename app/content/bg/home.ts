import { formatMessage } from "~/i18n/message";
import { maxRequiredQuestions } from "~/lib/tools/checkup";
import { firm } from "~/data/firm";
import type { Copy } from "~/content/types";
import type { home as english } from "~/content/en/home";
import { shared } from "./shared";

export const home: Copy<typeof english> = {
  title: "Разрешителни, регистрации и декларации за камиони в Илинойс",
  description:
    "IRP номера, декларации по IFTA, UCR, Form 2290, DOT номер и разрешително за превоз (MC) за собственици-оператори и малки превозвачи, от офис в Илинойс.",
  hero: {
    eyebrow: `Офис за документите на транспортни фирми в ${shared.firm.state}`,
    heading: "Вашият надежден партньор: камионите ви – изрядни и на пътя",
    lead: "Поемаме документите за разрешителни, регистрации и данъци на собственици-оператори, малки превозвачи и брокери, за да можете вие да карате и да управлявате бизнеса си.",
    primaryCta: "Заявете безплатна консултация",
    secondaryCta: "Вижте услугите ни",
  },
  services: {
    heading: "Нашите професионални услуги",
    tabsLabel: "Групи услуги",
    lead: "Изберете група, за да видите услугите в нея. На всяка страница пише кой има нужда от услугата, какво да донесете, колко струва и кога е срокът.",
    checkupQuestion: "Не сте сигурни какви декларации и регистрации трябват на камиона и фирмата ви?",
    checkupLink: formatMessage(
      "Отговорете на до {count} кратки въпроса и получете свой списък",
      { count: maxRequiredQuestions },
      "bg",
    ),
    checkupLinkNoScript: "Вижте в\u00a0една таблица кое кога се изисква",
  },
  about: {
    heading: "За офиса",
    paragraphs: [
      `Основателите ни започнаха работа в транспорта през ${firm.truckingSinceYear}\u00a0г., в транспортна фирма: намираха товари, диспечираха, подготвяха отчетите за данъка върху горивата, регистрациите, разрешителните и счетоводството.`,
      `През ${firm.foundedYear}\u00a0г. откриха този офис в ${shared.firm.state}, за да вършат тази работа за други. Работим със ${shared.firm.audience.slice(0, -1).join(", ")} и ${shared.firm.audience.at(-1)}.`,
    ],
    link: "Повече за нас",
  },
};
