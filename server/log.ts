/**
 * One line on the server's output whatever LOG says: a message that cannot be stored or mailed is
 * something the office must hear about. The error's own message names its cause ("ENOSPC: no
 * space left on device, write").
 */
export function logProblem(text: string, error: unknown): void {
  console.error(`${new Date().toISOString()} ${text}: ${error instanceof Error ? error.message : String(error)}`);
}

/** The system error code of a failed file operation ("ENOSPC", "EROFS"), or "error" for anything else. */
export function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && /^E[A-Z]+$/.test(code) ? code : "error";
}
