import { z } from "zod";
import { deploymentSchema, siteUrlSetting } from "../app/config/site-config.ts";

/* A mail address as the office would write it; nodemailer does the header encoding. */
const mailAddress = z.email();

const smtpUrl = z
  .url({
    protocol: /^smtps?$/,
    error: 'must look like "smtp://user:pass@mail.example.com:587" or "smtps://..."',
    abort: true,
  })
  .refine((value) => URL.canParse(value) && new URL(value).hostname !== "", {
    error: "must name the mail server's host",
  });

const mailSchema = z.object({
  url: smtpUrl,
  to: z.array(mailAddress).min(1, { error: "must name at least one address when SMTP_URL is set" }),
  from: mailAddress,
});

const serverConfigSchema = z
  .object({
    host: z.string().min(1),
    port: z.coerce.number().int().min(0).max(65535),
    buildDir: z.string().min(1),
    dataDir: z.string().min(1).nullable(),
    rebuild: z.boolean(),
    log: z.boolean(),
    mail: mailSchema.nullable(),
    messageRateLimit: z.coerce.number().int().min(1),
    trustProxy: z.union([z.literal(false), z.array(z.string().min(1)).min(1)]),
    // The same setting and check as the build's, so the feed links to the pages the build wrote.
    siteUrl: deploymentSchema.shape.siteUrl,
  })
  .refine((config) => config.mail === null || config.dataDir !== null, {
    path: ["EMAIL_SINK"],
    error: "must not be off when SMTP_URL is set: mail is forwarded from the stored messages",
  });

export type ServerConfig = z.infer<typeof serverConfigSchema>;
export type MailSettings = NonNullable<ServerConfig["mail"]>;

/** Where a setting came from, so a start-up error names the variable a deployer sets. */
const variableNames: Record<string, string> = {
  host: "HOST",
  port: "PORT",
  buildDir: "BUILD_DIR",
  dataDir: "DATA_DIR",
  "mail.url": "SMTP_URL",
  "mail.to": "MAIL_TO",
  "mail.from": "MAIL_FROM",
  messageRateLimit: "MESSAGE_RATE_LIMIT",
  trustProxy: "TRUST_PROXY",
  siteUrl: "SITE_URL",
};

function variableFor(path: PropertyKey[]): string {
  const key = path.filter((p) => typeof p === "string").join(".");
  return variableNames[key] ?? key.toUpperCase();
}

/** The office's own domain for the default sender: "https://www.example.com" → "example.com". */
function siteDomain(siteUrl: string | undefined): string {
  try {
    return new URL(siteUrl ?? "https://www.example.com").hostname.replace(/^www\./, "");
  } catch {
    return "example.com";
  }
}

function readMail(env: NodeJS.ProcessEnv) {
  if (!env.SMTP_URL && !env.MAIL_TO) return null;
  return {
    url: env.SMTP_URL ?? "",
    to: (env.MAIL_TO ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    from: env.MAIL_FROM ?? `no-reply@${siteDomain(env.SITE_URL)}`,
  };
}

/** "127.0.0.1" or "loopback,10.0.0.0/8": the proxies whose X-Forwarded-For names the client; unset trusts none. */
function readTrustProxy(value: string | undefined) {
  if (!value) return false;
  return value.split(",").map((part) => part.trim());
}

/**
 * The production server's settings: HOST, PORT, BUILD_DIR, DATA_DIR, EMAIL_SINK, REBUILD, LOG,
 * SMTP_URL, MAIL_TO, MAIL_FROM, MESSAGE_RATE_LIMIT, TRUST_PROXY, and the build's SITE_URL.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = serverConfigSchema.safeParse({
    host: env.HOST ?? "127.0.0.1",
    port: env.PORT ?? "3000",
    buildDir: env.BUILD_DIR ?? "build",
    dataDir: env.EMAIL_SINK === "off" ? null : (env.DATA_DIR ?? "data"),
    rebuild: env.REBUILD === "1",
    log: env.LOG === "1",
    mail: readMail(env),
    messageRateLimit: env.MESSAGE_RATE_LIMIT ?? "5",
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    siteUrl: siteUrlSetting(env),
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${variableFor(i.path)}: ${i.message}`);
    throw new Error(`The server settings are not valid:\n${problems.join("\n")}`);
  }
  return result.data;
}
