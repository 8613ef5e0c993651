import { z } from "zod";

const serverConfigSchema = z.object({
  host: z.string().min(1),
  port: z.coerce.number().int().min(0).max(65535),
  buildDir: z.string().min(1),
  dataDir: z.string().min(1).nullable(),
  rebuild: z.boolean(),
  log: z.boolean(),
});

export type ServerConfig = z.infer<typeof serverConfigSchema>;

/** The production server's settings: HOST, PORT, BUILD_DIR, DATA_DIR, EMAIL_SINK, REBUILD, LOG. */
export function loadServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = serverConfigSchema.safeParse({
    host: env.HOST ?? "127.0.0.1",
    port: env.PORT ?? "3000",
    buildDir: env.BUILD_DIR ?? "build",
    dataDir: env.EMAIL_SINK === "off" ? null : (env.DATA_DIR ?? "data"),
    rebuild: env.REBUILD === "1",
    log: env.LOG === "1",
  });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join(".").toUpperCase()}: ${i.message}`);
    throw new Error(`The server settings are not valid:\n${problems.join("\n")}`);
  }
  return result.data;
}
