import { z } from "zod";
import { localeInfo, locales, type Locale } from "../i18n/locales.ts";

/*
 * The schemas of the office's facts (app/data/*.json). The content layer checks each file against
 * its schema when `astro dev`, `astro sync` or `astro build` starts (app/content.config.ts), and
 * stops naming the file and the field. The typed modules beside each file (fees.ts, dates.ts, ...)
 * give the rules and pages the same data with these types; zod itself never reaches the browser.
 */

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date written 2026-11-26 that exists on the calendar. */
const calendarDayText = z.string().refine((text) => {
  const parts = isoDay.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, "must be a date written YYYY-MM-DD, such as 2026-11-26");

/** Where a fact comes from and when it was last compared with that source (`npm run report` lists those over a year old). */
const provenance = {
  source: z.string().trim().min(3, "must name the source: a statute, an agency page or the spec"),
  checked: calendarDayText,
};

const dollars = z.number().nonnegative("must be a dollar amount of 0 or more");
const percent = z.number().min(0).max(100, "must be a percentage from 0 to 100");
const pounds = z.number().int("must be whole pounds").positive("must be more than 0 lb");

/** A range "from min to max"; max may not be below min. */
const range = z.object({ typicalMin: dollars, typicalMax: dollars }).refine((r) => r.typicalMin <= r.typicalMax, {
  message: "typicalMax must not be below typicalMin",
  path: ["typicalMax"],
});

const daysIn = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day of any year: month 1-12 and a day that month can have (February 29 included). */
export const yearDaySchema = z
  .object({ month: z.number().int().min(1).max(12, "month must be 1-12"), day: z.number().int().min(1) })
  .refine((d) => d.day <= (daysIn[d.month - 1] ?? 0), { message: "no such day in that month", path: ["day"] });

/** A day with its year. */
const datedDaySchema = z
  .object({ year: z.number().int().min(2000).max(2100), month: z.number().int(), day: z.number().int() })
  .refine(
    (d) =>
      calendarDayText.safeParse(`${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`)
        .success,
    {
      message: "no such date",
    },
  );

/** Money figures in whole dollars unless a name says percent. `year`: the year a fee is published for, where it is. */
export const feesSchema = z.object({
  form2290Tax: z.object({
    atThreshold: dollars,
    perStep: dollars,
    maximum: dollars,
    loggingReductionPercent: percent,
    ...provenance,
  }),
  scac: z.object({
    newCode: z.object({ online: dollars, byPhoneOrMail: dollars }),
    renewal: z.object({ online: dollars, byPhoneOrMail: dollars }),
    containerCode: dollars,
    idVerification: dollars,
    oftenQuoted: z.object({
      newCode: z.object({ min: dollars, max: dollars }),
      renewal: z.object({ min: dollars, max: dollars }),
    }),
    year: z.number().int(),
    ...provenance,
  }),
  notaryAct: z.object({ maximum: dollars, ...provenance }),
  usdot: z.object({ fmcsaFee: dollars, ...provenance }),
  mcAuthority: z.object({ fmcsaFee: dollars, ...provenance }),
  brokerAuthority: z.object({ suretyBond: dollars, fmcsaFee: dollars, bondYearly: range, ...provenance }),
  boc3: range.and(z.object(provenance)),
  illinoisIntrastate: range.and(z.object({ perTruckYearly: dollars, ...provenance })),
  boc3BrokerPage: range.and(z.object(provenance)),
  liabilityMinimum: z.object({ generalFreight: dollars, ...provenance }),
  illinoisSemiTrailerPlate: z.object({ oneTime: dollars, ...provenance }),
  /** Illinois charges nothing for the IFTA license itself; each set of decals costs this. */
  iftaDecals: z.object({ perSet: dollars, ...provenance }),
  newYorkHutTripCertificate: z.object({ fee: dollars, ...provenance }),
  iftaLateReturn: z.object({ minPenalty: dollars, percentOfNetTax: percent, ...provenance }),
  newMexicoWeightDistance: z.object({ annualFilingUnder: dollars, ...provenance }),
  oregonLateReport: z.object({ percentOfTax: percent, ...provenance }),
});

const ucrBracketSchema = z.object({
  min: z.number().int().min(0),
  /** null for the open-ended top bracket. */
  max: z.number().int().nullable(),
  fee: dollars,
});

/** One fee table per registration year; each table runs from 0 vehicles up, with no gap, to an open top bracket. */
export const ucrSchema = z
  .object({
    ...provenance,
    years: z
      .array(
        z.object({
          year: z.number().int().min(2000).max(2100),
          brackets: z
            .array(ucrBracketSchema)
            .min(1)
            .superRefine((brackets, ctx) => {
              brackets.forEach((bracket, i) => {
                const expectedMin = i === 0 ? 0 : (brackets[i - 1]?.max ?? NaN) + 1;
                if (bracket.min !== expectedMin)
                  ctx.addIssue({
                    code: "custom",
                    path: [i, "min"],
                    message: `must be ${expectedMin}, one more than the bracket before`,
                  });
                const last = i === brackets.length - 1;
                if (last !== (bracket.max === null))
                  ctx.addIssue({
                    code: "custom",
                    path: [i, "max"],
                    message: last
                      ? "the top bracket's max must be null (no limit)"
                      : "only the top bracket may have no max",
                  });
                if (bracket.max !== null && bracket.max < bracket.min)
                  ctx.addIssue({ code: "custom", path: [i, "max"], message: "must not be below min" });
              });
            }),
        }),
      )
      .min(1),
  })
  .superRefine((ucr, ctx) => {
    ucr.years.forEach((entry, i) => {
      const before = ucr.years[i - 1];
      if (before && entry.year <= before.year)
        ctx.addIssue({
          code: "custom",
          path: ["years", i, "year"],
          message: "years must be listed once each, oldest first",
        });
    });
  });

export const thresholdsSchema = z.object({
  usdot: z.object({ overLb: pounds, ...provenance }),
  irpIfta: z.object({ overLb: pounds, minAxles: z.number().int().positive(), ...provenance }),
  form2290: z.object({
    atLeastLb: pounds,
    stepLb: pounds,
    maximumOverLb: pounds,
    suspendedMiles: z.number().int().positive(),
    suspendedAgriculturalMiles: z.number().int().positive(),
    eFileAtLeastVehicles: z.number().int().positive(),
    ...provenance,
  }),
  kentucky: z.object({ overLb: pounds, ...provenance }),
  newMexico: z.object({ overLb: pounds, ...provenance }),
  newYork: z.object({ overLb: pounds, ...provenance }),
  oregon: z.object({ overLb: pounds, ...provenance }),
  connecticut: z.object({ atLeastLb: pounds, ...provenance }),
});

const quarters = z.object({ q1: yearDaySchema, q2: yearDaySchema, q3: yearDaySchema, q4: yearDaySchema });

export const datesSchema = z.object({
  calendarYear: z.object({ start: yearDaySchema, end: yearDaySchema, ...provenance }),
  iftaQuarterDue: quarters.extend(provenance),
  oregonQuarterDue: quarters.extend(provenance),
  oregonMonthlyDue: z.object({ monthsAfter: z.number().int().min(1).max(12), ...provenance }),
  iftaRenewal: z.object({
    opens: yearDaySchema,
    reminder: yearDaySchema,
    due: yearDaySchema,
    suspended: yearDaySchema,
    decalsValidFrom: yearDaySchema,
    decalsDisplayedByLastDayOfMonth: z.number().int().min(1).max(12),
    ...provenance,
  }),
  form2290: z.object({
    taxYearStart: yearDaySchema,
    taxYearEnd: yearDaySchema,
    annualDue: yearDaySchema,
    ...provenance,
  }),
  irpIllinois: z.object({ yearStart: yearDaySchema, yearEnd: yearDaySchema, ...provenance }),
  ucr: z.object({ nextYearOpens: yearDaySchema, due: yearDaySchema, enforcement: yearDaySchema, ...provenance }),
  irpMileagePeriod: z.object({ start: yearDaySchema, end: yearDaySchema, ...provenance }),
  newMexicoAnnualFiling: z.object({ electBy: yearDaySchema, due: yearDaySchema, ...provenance }),
  payroll: z.object({ form941Due: quarters, yearEndFormsDue: yearDaySchema, ...provenance }),
  connecticutFeeStart: datedDaySchema.and(z.object(provenance)),
  englishProficiency: z.object({
    guidance: datedDaySchema,
    outOfService: datedDaySchema,
    borderZoneFaq: datedDaySchema,
    ...provenance,
  }),
});

/** A weight bracket as its source prints it: fromLb to toLb pounds, both included; toLb null is "and over". */
const weightRange = { fromLb: pounds, toLb: pounds.nullable() };

/** Brackets in order, each starting one pound over the one before, only the last open-ended. */
function contiguous<T extends { fromLb: number; toLb: number | null }>(brackets: T[], ctx: z.RefinementCtx): void {
  brackets.forEach((bracket, i) => {
    const before = brackets[i - 1];
    if (before && bracket.fromLb !== (before.toLb ?? NaN) + 1)
      ctx.addIssue({ code: "custom", path: [i, "fromLb"], message: "must be one pound over the bracket before" });
    if (bracket.toLb === null && i !== brackets.length - 1)
      ctx.addIssue({ code: "custom", path: [i, "toLb"], message: "only the last bracket may have no top weight" });
  });
}

const stateSource = { source: z.string().min(3), url: z.url({ protocol: /^https$/ }) };

export const weightDistanceSchema = z.object({
  checked: calendarDayText,
  kentucky: z.object({ ...stateSource, dollarsPerMile: z.number().positive() }),
  newMexico: z.object({
    ...stateSource,
    brackets: z
      .array(z.object({ ...weightRange, millsPerMile: z.number().positive() }))
      .min(1)
      .superRefine(contiguous),
    oneWayHaul: z.object({
      share: z.object({ numerator: z.number().int().positive(), denominator: z.number().int().positive() }),
      minEmptyPercent: percent,
    }),
  }),
  newYork: z.object({
    ...stateSource,
    /** Every bracket has a top weight: over the last one, `overTop` adds a rate for each ton. */
    brackets: z
      .array(z.object({ fromLb: pounds, toLb: pounds, dollarsPerMile: z.number().positive() }))
      .min(1)
      .superRefine(contiguous),
    overTop: z.object({ dollarsPerMilePerTon: z.number().positive(), tonLb: pounds }),
  }),
});

export type Fees = z.infer<typeof feesSchema>;
export type UcrTables = z.infer<typeof ucrSchema>;
export type Thresholds = z.infer<typeof thresholdsSchema>;
export type Dates = z.infer<typeof datesSchema>;
/** A day of the year: month 1-12 and the day of the month. */
export type YearDay = Readonly<z.infer<typeof yearDaySchema>>;
export type WeightDistanceRates = z.infer<typeof weightDistanceSchema>;
export type Schedule = z.infer<typeof scheduleSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 08:00");

/** Days as JavaScript numbers them: 0 is Sunday, 6 is Saturday. */
const weekday = z
  .number()
  .int()
  .min(0, "days run from 0 (Sunday)")
  .max(6, "days run to 6 (Saturday)")
  // The editor's choices (editor/fields.ts).
  .meta({
    options: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map((label, value) => ({
      label,
      value,
    })),
  });

const openingPeriod = z
  .object({
    days: z.array(weekday).min(1),
    /** How the days read on the English page, as the spec writes them: "Mon-Fri". */
    label: z.string().min(1).meta({ description: 'How the days read on the English page, such as "Mon-Fri".' }),
    opens: time.meta({ description: "24-hour time, such as 09:00." }),
    closes: time.meta({ description: "24-hour time, such as 16:00." }),
  })
  .refine((p) => p.opens < p.closes, { message: "must be after the opening time", path: ["closes"] });

/** One set of the office's hours. */
export const scheduleSchema = z.object({
  /** "clock" reads 8:00 AM; "short" reads 9 am, as the spec writes each schedule. */
  timeStyle: z.enum(["clock", "short"]),
  /** Which hours these are: the open-now line names them, so two pages never seem to disagree. */
  subject: z.enum(["office", "drop-off"]).optional(),
  periods: z.array(openingPeriod).min(1),
  /** Days shown explicitly as closed, for example Sunday on the contact page. */
  closed: z.array(z.object({ label: z.string().min(1), days: z.array(weekday).min(1) })),
});

/** Both sets: the office's (on /contact) and the document drop-off hours (on the service pages). */
export const hoursSchema = z.object({
  contact: scheduleSchema.meta({ title: "The office's hours (the contact page)" }),
  dropOff: scheduleSchema.meta({ title: "Document drop-off hours (the service pages)" }),
  ...provenance,
});

export const phoneSchema = z
  .string()
  .regex(
    /^\+1 \d{3} \d{3} \d{4}$/,
    'must be a US number written as "+1 312 555 0142" (country code, area code, exchange, line)',
  );

/** A Telegram username as t.me links take it: 5-32 letters, digits or underscores, starting with a letter. */
const telegramUsername = z
  .string()
  .transform((name) => name.replace(/^@/, ""))
  .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, "must be a Telegram username such as example_office"));

/** An account the office may not have: empty means none, and the site shows none. */
const account = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .pipe(z.union([z.literal("").transform(() => undefined), schema]))
    .optional();

/** Who the office is and how to reach it: every page shows it, in its header, footer and structured data. */
export const officeSchema = z.object({
  name: z.string().min(2).max(60),
  phone: phoneSchema,
  fax: phoneSchema,
  email: z.email("must be an email address such as office@example.com"),
  /**
   * The messengers the office answers on, each shown as a plain link beside the phone where set:
   * many drivers write there before they call. No script or widget of theirs is loaded.
   */
  messengers: z.object({
    whatsapp: account(phoneSchema),
    viber: account(phoneSchema),
    telegram: account(telegramUsername),
  }),
  address: z.object({
    street: z.string().min(3),
    city: z.string().min(2),
    region: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code such as IL"),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, "must be a US ZIP code such as 60601"),
  }),
  ...provenance,
});

const noticeWords = z.string().trim();

/**
 * A short notice at the top of the home page, for a holiday closure, say: its words in each
 * language and its last day, after which visitors no longer see it. All words empty: no notice.
 */
export const noticeSchema = z
  .object({
    ends: z.string().meta({
      title: "Last day shown",
      description: "The notice's last day, written 2026-12-26; empty when there is no notice.",
    }),
    ...(Object.fromEntries(
      locales.map((locale) => [locale, noticeWords.meta({ title: localeInfo[locale].englishName })]),
    ) as Record<Locale, typeof noticeWords>),
  })
  .superRefine((notice, ctx) => {
    if (locales.every((locale) => notice[locale] === "")) return;
    for (const locale of locales)
      if (notice[locale] === "")
        ctx.addIssue({
          code: "custom",
          path: [locale],
          message: "needs the notice in this language too, or leave every language empty",
        });
    if (!calendarDayText.safeParse(notice.ends).success)
      ctx.addIssue({
        code: "custom",
        path: ["ends"],
        message: "must be the notice's last day, written YYYY-MM-DD, such as 2026-12-26",
      });
  });

export type Notice = z.infer<typeof noticeSchema>;

/** Each facts file with its schema and its name in the office's editor: the content layer loads these, and the tests read the same list. */
export const factFiles = {
  notice: { file: "app/data/notice.json", schema: noticeSchema, title: "Home page notice" },
  hours: { file: "app/data/hours.json", schema: hoursSchema, title: "Hours" },
  office: { file: "app/data/office.json", schema: officeSchema, title: "Contact details and messengers" },
  fees: { file: "app/data/fees.json", schema: feesSchema, title: "Fees and rates" },
  ucr: { file: "app/data/ucr.json", schema: ucrSchema, title: "UCR fees by registration year" },
  weightDistance: {
    file: "app/data/weight-distance.json",
    schema: weightDistanceSchema,
    title: "Weight-distance tax rates",
  },
  thresholds: { file: "app/data/thresholds.json", schema: thresholdsSchema, title: "Weight thresholds" },
  dates: { file: "app/data/dates.json", schema: datesSchema, title: "Yearly dates" },
} as const;
