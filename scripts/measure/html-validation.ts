import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import path from "node:path";

/** HTML validation errors per built page, with the project's .htmlvalidate.json (the HTML standard). */
export async function htmlErrors(root: string, htmlFiles: readonly string[]): Promise<Map<string, string[]>> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors = new Map<string, string[]>();
  for (const file of htmlFiles) {
    const report = await validator.validateFile(path.join(root, file));
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    errors.set(file, messages);
  }
  return errors;
}
