import type { OfficeHours, Schedule, SiteConfig } from "~/config/site-config";
import type { OpenNowCopy } from "~/content/types";
import { formats } from "~/i18n/format";
import type { Locale } from "~/i18n/locales";
import type { OpenNowWords } from "./tools/open-now";

/** "+1 312 555 0142" → "(312) 555-0142", the way a US reader dials it. */
export function displayPhone(phone: string): string {
  const [, area, exchange, line] = phone.split(" ");
  return `(${area}) ${exchange}-${line}`;
}

/** "+1 312 555 0142" → "tel:+13125550142". */
export function phoneHref(phone: string): string {
  return `tel:${phone.replaceAll(" ", "")}`;
}

/** A messenger account as a plain link: the app opens it, and no script of theirs runs on the page. */
export interface MessengerLink {
  name: "WhatsApp" | "Viber" | "Telegram";
  href: string;
  text: string;
}

/** The office's messenger accounts, in the order drivers around Chicago use them most, as links. */
export function messengerLinks({ whatsapp, viber, telegram }: SiteConfig["messengers"]): MessengerLink[] {
  const digits = (phone: string) => phone.replace(/\D/g, "");
  const links: (MessengerLink | false)[] = [
    !!whatsapp && { name: "WhatsApp", href: `https://wa.me/${digits(whatsapp)}`, text: displayPhone(whatsapp) },
    !!viber && { name: "Viber", href: `viber://chat?number=%2B${digits(viber)}`, text: displayPhone(viber) },
    !!telegram && { name: "Telegram", href: `https://t.me/${telegram}`, text: `@${telegram}` },
  ];
  return links.filter((link) => link !== false);
}

export function fullAddress(address: SiteConfig["address"]): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

/** "08:00" → "8:00 AM" (clock) or "8 am" (short), as the spec writes each schedule. */
export function displayTime(time: string, style: Schedule["timeStyle"]): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  if (style === "clock") {
    return `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "AM" : "PM"}`;
  }
  const mins = minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`;
  return `${hour12}${mins} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * The open-now line's words for a schedule (app/lib/tools/open-now.ts): the copy, the weekday
 * names, and each opening time as the line writes it: English in the schedule's own style ("8:00
 * AM" or "8 am"), the other languages on the 24-hour clock.
 */
export function openNowWords(
  copy: Omit<OpenNowWords, "weekdays" | "times">,
  schedule: Schedule,
  locale: Locale,
): OpenNowWords {
  const f = formats[locale];
  const times = Object.fromEntries(
    schedule.periods.map((p) => [
      p.opens,
      locale === "en" ? displayTime(p.opens, schedule.timeStyle) : f.time(p.opens),
    ]),
  );
  return { ...copy, weekdays: Array.from({ length: 7 }, (_, day) => f.weekday(day)), times };
}

/** The open-now line's words for each of the office's schedules, as /open-now.json carries them. */
export type OpenNowLineWords = Record<keyof OfficeHours, OpenNowWords & { subject?: string }>;

/** The open-now line's words for each of the office's schedules, with the subject that schedule names ("Document drop-off"). */
export function openNowLineWords(
  { subject, ...copy }: OpenNowCopy,
  hours: OfficeHours,
  locale: Locale,
): OpenNowLineWords {
  const line = (schedule: Schedule) => ({
    ...openNowWords(copy, schedule, locale),
    ...(schedule.subject && { subject: subject[schedule.subject] }),
  });
  return { dropOff: line(hours.dropOff), contact: line(hours.contact) };
}

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * The lines of a schedule as they read on the page: "Mon-Fri" / "8:00 AM-6:00 PM" in English, as
 * the config labels the days and the spec writes each schedule; "пн–пт" / "8:00–18:00" in Russian.
 */
export function scheduleLines(schedule: Schedule, locale: Locale, closed: string): HoursLine[] {
  const f = formats[locale];
  const english = locale === "en";
  return [
    ...schedule.periods.map((p) => ({
      days: english ? p.label : f.days(p.days),
      hours: english
        ? `${displayTime(p.opens, schedule.timeStyle)}-${displayTime(p.closes, schedule.timeStyle)}`
        : f.timeRange(p.opens, p.closes),
    })),
    ...schedule.closed.map((c) => ({ days: english ? c.label : f.days(c.days), hours: closed })),
  ];
}
