import type { Copy } from "~/content/types";
import type { contact as english } from "~/content/en/contact";

export const contact: Copy<typeof english> = {
  title: "Контакты",
  description:
    "Напишите в\u00a0офис, позвоните, отправьте факс или письмо или приходите к\u00a0нам в\u00a0Иллинойсе. Часы работы и что указать, чтобы мы быстро ответили.",
  lead: "Расскажите, что вам нужно, и мы ответим, что принести, сколько это стоит и когда это можно сделать.",
  detailsHeading: "Как с\u00a0нами связаться",
  hoursHeading: "Часы работы",
  urgentHeading: "Срочная проблема с\u00a0пермитом или документами?",
  urgentText: "Позвоните нам в\u00a0рабочее время: по телефону с\u00a0нами можно связаться быстрее всего.",
  form: {
    heading: "Напишите нам",
    requiredNote: "Поля, отмеченные *, обязательны.",
    noScript:
      "Для формы нужен JavaScript, а он отключён в\u00a0вашем браузере. Пожалуйста, позвоните, отправьте факс или письмо на электронную почту: все контакты есть на этой странице.",
    labels: {
      name: "Имя и фамилия",
      email: "Электронная почта",
      phone: "Телефон",
      service: "Нужная услуга",
      message: "Сообщение",
    },
    placeholders: {
      name: "Ваши имя и фамилия",
      email: "you@example.com",
      phone: "(312) 555-0100",
      message: "Напишите, какая услуга вам нужна, и расскажите о\u00a0своих грузовиках",
    },
    serviceEmpty: "Выберите услугу",
    /** What each option reads; the value sent is the key, the spec's English value, in every language. */
    serviceOptions: {
      "IRP Registration": "Регистрация IRP",
      "IFTA Filing": "Отчёты IFTA",
      "DOT Registration": "Регистрация DOT",
      "Company Formation": "Открытие компании",
      "Tax Filing": "Налоговые декларации",
      Training: "Обучение",
      Other: "Другое",
    },
    honeypotLabel: "Оставьте это поле пустым",
    submit: "Отправить сообщение",
    sending: "Отправка…",
    success: "Спасибо за сообщение! Мы скоро с\u00a0вами свяжемся.",
    failure: "Извините, при отправке сообщения произошла ошибка. Пожалуйста, попробуйте позже.",
  },
};
