import { readFileSync } from "node:fs";
import { z } from "zod";
import { hoursSchema, officeSchema, type Schedule } from "../data/schemas.ts";

/*
 * The office's facts (app/data/office.json and hours.json) and the deployment's settings from the
 * environment (the site's address, the email service, the calendar feed), validated once at build time.
 * The validated object is handed to the app through Vite's `define` (see vite.config.ts),
 * so zod never reaches the visitor's browser and no component reads the environment.
 */

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

/** What the deployer sets in the environment: where the site lives and how its form sends. */
export const deploymentSchema = z.object({
  siteUrl: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, "")),
  timeZone: z.string().refine(isTimeZone, "must be an IANA time zone such as America/Chicago"),
  emailService,
  /** `npm start` answers /calendar.ics, so the checkup offers a subscription; a static host has no server and sets this off. */
  calendarFeed: z.boolean(),
});

/** The office's facts (app/data/office.json, app/data/hours.json) with the deployment's settings. */
export type SiteConfig = Omit<z.infer<typeof officeSchema>, "source" | "checked"> & {
  contactHours: Schedule;
  dropOffHours: Schedule;
} & z.infer<typeof deploymentSchema>;
export type { Schedule };

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
  "SITE_URL",
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

/* The deployment's defaults: a local site whose form posts to its own server (`npm start`). */
const defaults = {
  SITE_URL: "https://www.example.com",
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
        "Fix these environment variables (see .env.example) or data files and build again.",
    );
    this.name = "SiteConfigError";
  }
}

const schemaPathToEnv: Record<string, string> = {
  siteUrl: "SITE_URL",
  "emailService.publicKey": "EMAILJS_PUBLIC_KEY",
  "emailService.serviceId": "EMAILJS_SERVICE_ID",
  "emailService.templateId": "EMAILJS_TEMPLATE_ID",
  "emailService.origin": "EMAILJS_ORIGIN",
  "emailService.blockHeadless": "EMAILJS_BLOCK_HEADLESS",
  "emailService.throttleMs": "EMAILJS_THROTTLE_MS",
  "emailService.timeoutMs": "EMAILJS_TIMEOUT_MS",
  calendarFeed: "CALENDAR_FEED",
};

/** "app/data/office.json: phone must be …", for each problem a schema finds in a data file. */
function problemsIn(file: string, result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => `${file}: ${issue.path.join(".")} ${issue.message}`);
}

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

/** The office's facts as the data files hold them; a test may pass others. */
export interface OfficeFacts {
  office: unknown;
  hours: unknown;
}

/** The files of the office's facts, which `astro dev` watches to rebuild the config (vite-plugin.ts). */
export const officeFactFiles = {
  office: new URL("../data/office.json", import.meta.url),
  hours: new URL("../data/hours.json", import.meta.url),
};

/** The office's facts as the files hold them now: read at each call, so a restarted dev server sees an edit. */
const readOfficeFacts = (): OfficeFacts => ({
  office: JSON.parse(readFileSync(officeFactFiles.office, "utf8")),
  hours: JSON.parse(readFileSync(officeFactFiles.hours, "utf8")),
});

/**
 * Builds and validates the site config from the office's data files and the environment; throws
 * SiteConfigError naming each bad field of a file and each bad variable.
 */
export function loadSiteConfig(env: SiteEnv, facts: OfficeFacts = readOfficeFacts()): SiteConfig {
  const pick = (key: keyof typeof defaults): string => env[key] ?? defaults[key];
  const office = officeSchema.safeParse(facts.office);
  const hours = hoursSchema.safeParse(facts.hours);
  const deployment = deploymentSchema.safeParse({
    siteUrl: pick("SITE_URL"),
    timeZone: officeTimeZone,
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
  });
  if (!office.success || !hours.success || !deployment.success) {
    throw new SiteConfigError([
      ...problemsIn("app/data/office.json", office),
      ...problemsIn("app/data/hours.json", hours),
      ...(deployment.error?.issues ?? []).map((issue) => {
        const path = issue.path.join(".");
        const variable = schemaPathToEnv[path];
        return variable ? `${variable} ${issue.message}` : `${path || "config"}: ${issue.message}`;
      }),
    ]);
  }
  const { source: _source, checked: _checked, ...identity } = office.data;
  return { ...identity, contactHours: hours.data.contact, dropOffHours: hours.data.dropOff, ...deployment.data };
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
