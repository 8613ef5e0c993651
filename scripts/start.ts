import path from "node:path";
import { createServer } from "../server/app.ts";
import { loadServerConfig } from "../server/config.ts";
import { ensureFreshBuild } from "./build-stamp.ts";

function readConfig() {
  try {
    return loadServerConfig(process.env);
  } catch (error) {
    // The message names each bad variable; a stack trace would only bury it.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = readConfig();
const root = path.join(config.buildDir, "client");

try {
  await ensureFreshBuild(config.buildDir, { always: config.rebuild });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const app = await createServer({
  root,
  dataDir: config.dataDir,
  mail: config.mail,
  messageRateLimit: config.messageRateLimit,
  trustProxy: config.trustProxy,
  siteUrl: config.siteUrl,
  logger: config.log,
});
await app.listen({ host: config.host, port: config.port });
console.log(`Serving ${root} on http://${config.host}:${config.port}`);
if (config.dataDir) {
  const forward = config.mail
    ? `, forwarded by mail to ${config.mail.to.join(", ")}`
    : " (no SMTP_URL: read them with npm run messages)";
  console.log(`Contact messages sent to this server are kept in ${path.join(config.dataDir, "messages")}${forward}`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0));
  });
}
