import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLineWriter, parseSendRequest } from "./email-sink";

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const valid = {
  lib_version: "4.4.1",
  user_id: "pk",
  service_id: "svc",
  template_id: "tpl",
  template_params: { name: "A", email: "a@example.com", phone: "", service: "", message: "Hi" },
};

describe("parseSendRequest", () => {
  it("accepts the email service's body", () => {
    const parsed = parseSendRequest(valid);
    expect("message" in parsed && parsed.message.template_params).toEqual(valid.template_params);
  });

  it("answers missing fields with the service's texts", () => {
    expect(parseSendRequest({ ...valid, user_id: "" })).toEqual({ error: "The public key is required" });
    expect(parseSendRequest({ ...valid, service_id: undefined })).toEqual({ error: "The service ID is required" });
    expect(parseSendRequest({ ...valid, template_id: 3 })).toEqual({ error: "The template ID is required" });
    expect(parseSendRequest({ ...valid, template_params: null })).toEqual({ error: "The template params are required" });
    expect(parseSendRequest("text")).toEqual({ error: "The request body must be JSON" });
    expect(parseSendRequest({ ...valid, template_params: { message: 5 } })).toEqual({
      error: "The template param message must be a string",
    });
  });
});

describe("createLineWriter", () => {
  it("creates the folder on demand, appends and never truncates", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sink-"));
    dirs.push(dir);
    const file = path.join(dir, "nested", "messages.jsonl");
    await createLineWriter(file)("first");
    await createLineWriter(file)("second");
    expect(await readFile(file, "utf8")).toBe("first\nsecond\n");
  });

  it("keeps concurrent large lines whole", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sink-"));
    dirs.push(dir);
    const file = path.join(dir, "messages.jsonl");
    const write = createLineWriter(file);
    const lines = Array.from({ length: 40 }, (_, i) => `${i}:${"x".repeat(200_000)}`);
    await Promise.all(lines.map(write));
    expect((await readFile(file, "utf8")).split("\n").filter(Boolean)).toEqual(lines);
  });
});
