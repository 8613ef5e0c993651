import { z } from "zod";

/*
 * The business identity and the email-service settings, validated once at build time.
 * The validated object is handed to the app through Vite's `define` (see vite.config.ts),
 * so zod never reaches the visitor's browser and no component reads the environment.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a 24-hour time such as 08:00");

const weekday = z.number().int().min(0).max(6);

const openingPeriod = z
  .object({
    /** Days as JavaScript numbers them: 0 is Sunday, 6 is Saturday. */
    days: z.array(weekday).min(1),
    /** How the days read on the page, for example "Mon-Fri". */
    label: z.string().min(1),
    opens: time,
    closes: time,
  })
  .refine((p) => p.opens < p.closes, { message: "opens must be before closes" });

const schedule = z.object({
  /** "clock" reads 8:00 AM; "short" reads 9 am, as the spec writes each schedule. */
  timeStyle: z.enum(["clock", "short"]),
  /** Which hours these are: the open-now line names them, so two pages never seem to disagree. */
  subject: z.enum(["office", "drop-off"]).optional(),
  periods: z.array(openingPeriod).min(1),
  /** Days shown explicitly as closed, for example Sunday on the contact page. */
  closed: z.array(z.object({ label: z.string().min(1), days: z.array(weekday).min(1) })),
});

const phone = z
  .string()
  .regex(
    /^\+1 \d{3} \d{3} \d{4}$/,
    'must be a US number written as "+1 312 555 0142" (country code, area code, exchange, line)',
  );

const emailService = z.object({
  publicKey: z.string(),
  serviceId: z.string(),
  templateId: z.string(),
  /** Empty means the site's own origin, where `npm start` answers the email API itself. */
  origin: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
  blockHeadless: z.boolean(),
  throttleMs: z.number().int().min(0),
  timeoutMs: z.number().int().positive(),
});

/** The office's time zone: the site's hours, "today" in the tools, and the server's times for staff. */
export const officeTimeZone = "America/Chicago";

/** A Telegram username as t.me links take it: 5-32 letters, digits or underscores, starting with a letter. */
const telegramUsername = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, "must be a Telegram username such as example_office, without the @");

export const siteConfigSchema = z.object({
  name: z.string().min(2).max(60),
  tagline: z.string().min(10).max(120),
  siteUrl: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, "")),
  phone,
  fax: phone,
  email: z.email(),
  /**
   * The messengers the office answers on, each shown as a plain link beside the phone where set:
   * many drivers write there before they call. No script or widget of theirs is loaded.
   */
  messengers: z.object({
    whatsapp: phone.optional(),
    viber: phone.optional(),
    telegram: telegramUsername.optional(),
  }),
  address: z.object({
    street: z.string().min(3),
    city: z.string().min(2),
    region: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter state code such as IL"),
    postalCode: z.string().regex(/^\d{5}(-\d{4})?$/, "must be a US ZIP code such as 60601"),
  }),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/Chicago"),
  contactHours: schedule,
  dropOffHours: schedule,
  emailService,
  /** `npm start` answers /calendar.ics, so the checkup offers a subscription; a static host has no server and sets this off. */
  calendarFeed: z.boolean(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Schedule = SiteConfig["contactHours"];

/** The schedules a page's hours list shows, by the name it gives: drop-off on service pages, the office's on /contact. */
export type OfficeHours = { dropOff: Schedule; contact: Schedule };

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Environment variables a deployer may set; each is documented in .env.example. */
export const siteEnvKeys = [
  "SITE_NAME",
  "SITE_TAGLINE",
  "SITE_URL",
  "SITE_PHONE",
  "SITE_FAX",
  "SITE_EMAIL",
  "SITE_WHATSAPP",
  "SITE_VIBER",
  "SITE_TELEGRAM",
  "SITE_STREET",
  "SITE_CITY",
  "SITE_REGION",
  "SITE_POSTAL_CODE",
  "EMAILJS_PUBLIC_KEY",
  "EMAILJS_SERVICE_ID",
  "EMAILJS_TEMPLATE_ID",
  "EMAILJS_ORIGIN",
  "EMAILJS_BLOCK_HEADLESS",
  "EMAILJS_THROTTLE_MS",
  "EMAILJS_TIMEOUT_MS",
  "CALENDAR_FEED",
] as const;

export type SiteEnv = Partial<Record<(typeof siteEnvKeys)[number], string>>;

/*
 * Fictional defaults: the spec does not give the office's name, numbers or address.
 * 555-01xx numbers and example.com are reserved for fiction, so nothing here can reach
 * a real business by mistake.
 */
const defaults = {
  SITE_NAME: "Example Trucking Compliance",
  SITE_TAGLINE: "IRP, IFTA, permits, authorities and tax filings for truckers in Illinois",
  SITE_URL: "https://www.example.com",
  SITE_PHONE: "+1 312 555 0142",
  SITE_FAX: "+1 312 555 0143",
  // No messenger accounts: none is shown.
  SITE_WHATSAPP: "",
  SITE_VIBER: "",
  SITE_TELEGRAM: "",
  SITE_EMAIL: "office@example.com",
  SITE_STREET: "100 Example Street, Suite 200",
  SITE_CITY: "Chicago",
  SITE_REGION: "IL",
  SITE_POSTAL_CODE: "60601",
  /* With no email service configured, the form posts to the site's own server (`npm start`). */
  EMAILJS_PUBLIC_KEY: "local-public-key",
  EMAILJS_SERVICE_ID: "local_service",
  EMAILJS_TEMPLATE_ID: "contact_form",
  EMAILJS_ORIGIN: "",
  EMAILJS_BLOCK_HEADLESS: "true",
  EMAILJS_THROTTLE_MS: "10000",
  EMAILJS_TIMEOUT_MS: "20000",
  CALENDAR_FEED: "on",
} satisfies Required<SiteEnv>;

export class SiteConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `The site configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
        "Fix these environment variables (see .env.example) and build again.",
    );
    this.name = "SiteConfigError";
  }
}

const schemaPathToEnv: Record<string, string> = {
  name: "SITE_NAME",
  tagline: "SITE_TAGLINE",
  siteUrl: "SITE_URL",
  phone: "SITE_PHONE",
  fax: "SITE_FAX",
  email: "SITE_EMAIL",
  "messengers.whatsapp": "SITE_WHATSAPP",
  "messengers.viber": "SITE_VIBER",
  "messengers.telegram": "SITE_TELEGRAM",
  "address.street": "SITE_STREET",
  "address.city": "SITE_CITY",
  "address.region": "SITE_REGION",
  "address.postalCode": "SITE_POSTAL_CODE",
  "emailService.publicKey": "EMAILJS_PUBLIC_KEY",
  "emailService.serviceId": "EMAILJS_SERVICE_ID",
  "emailService.templateId": "EMAILJS_TEMPLATE_ID",
  "emailService.origin": "EMAILJS_ORIGIN",
  "emailService.blockHeadless": "EMAILJS_BLOCK_HEADLESS",
  "emailService.throttleMs": "EMAILJS_THROTTLE_MS",
  "emailService.timeoutMs": "EMAILJS_TIMEOUT_MS",
  calendarFeed: "CALENDAR_FEED",
};

function parseBoolean(value: string): boolean | string {
  if (/^(true|1|yes|on)$/i.test(value)) return true;
  if (/^(false|0|no|off)$/i.test(value)) return false;
  return value;
}

function parseInteger(value: string): number | string {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
}

/** SITE_URL as the build reads it (or its default), for the server's links; unchecked, like the env. */
export const siteUrlSetting = (env: SiteEnv): string => env.SITE_URL ?? defaults.SITE_URL;

/** Builds and validates the site config; throws SiteConfigError naming each bad variable. */
export function loadSiteConfig(env: SiteEnv): SiteConfig {
  const pick = (key: keyof typeof defaults): string => env[key] ?? defaults[key];
  // Empty: the office has no such account, and the site shows none.
  const optional = (value: string) => value.trim() || undefined;
  const raw = {
    name: pick("SITE_NAME"),
    tagline: pick("SITE_TAGLINE"),
    siteUrl: pick("SITE_URL"),
    phone: pick("SITE_PHONE"),
    fax: pick("SITE_FAX"),
    email: pick("SITE_EMAIL"),
    messengers: {
      whatsapp: optional(pick("SITE_WHATSAPP")),
      viber: optional(pick("SITE_VIBER")),
      telegram: optional(pick("SITE_TELEGRAM"))?.replace(/^@/, ""),
    },
    address: {
      street: pick("SITE_STREET"),
      city: pick("SITE_CITY"),
      region: pick("SITE_REGION"),
      postalCode: pick("SITE_POSTAL_CODE"),
    },
    timeZone: officeTimeZone,
    contactHours: {
      timeStyle: "clock",
      subject: "office",
      periods: [
        { days: [1, 2, 3, 4, 5], label: "Mon-Fri", opens: "08:00", closes: "18:00" },
        { days: [6], label: "Sat", opens: "09:00", closes: "16:00" },
      ],
      closed: [{ label: "Sun", days: [0] }],
    },
    dropOffHours: {
      timeStyle: "short",
      subject: "drop-off",
      periods: [
        { days: [1, 2, 3, 4, 5], label: "Mon-Fri", opens: "09:00", closes: "17:00" },
        { days: [6], label: "Sat", opens: "10:00", closes: "13:00" },
      ],
      closed: [{ label: "Sun", days: [0] }],
    },
    emailService: {
      publicKey: pick("EMAILJS_PUBLIC_KEY").trim(),
      serviceId: pick("EMAILJS_SERVICE_ID").trim(),
      templateId: pick("EMAILJS_TEMPLATE_ID").trim(),
      origin: pick("EMAILJS_ORIGIN").trim().replace(/\/+$/, ""),
      blockHeadless: parseBoolean(pick("EMAILJS_BLOCK_HEADLESS")),
      throttleMs: parseInteger(pick("EMAILJS_THROTTLE_MS")),
      timeoutMs: parseInteger(pick("EMAILJS_TIMEOUT_MS")),
    },
    calendarFeed: parseBoolean(pick("CALENDAR_FEED")),
  };
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new SiteConfigError(
      result.error.issues.map((issue) => {
        const path = issue.path.join(".");
        const variable = schemaPathToEnv[path];
        return variable ? `${variable} ${issue.message}` : `${path || "config"}: ${issue.message}`;
      }),
    );
  }
  return result.data;
}

/** Missing email-service IDs still build (the form then shows its failure message), but say so. */
export function emailServiceWarnings(config: SiteConfig): string[] {
  const { publicKey, serviceId, templateId } = config.emailService;
  return [
    [publicKey, "EMAILJS_PUBLIC_KEY"],
    [serviceId, "EMAILJS_SERVICE_ID"],
    [templateId, "EMAILJS_TEMPLATE_ID"],
  ]
    .filter(([value]) => !value)
    .map(([, name]) => `${name} is empty: the contact form cannot send messages.`);
}
