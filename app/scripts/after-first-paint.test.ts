import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";

/** A browser whose load event, paint records and frames this test sets off one by one. */
function fakeBrowser({ readyState, paintTiming }: { readyState: DocumentReadyState; paintTiming: boolean }) {
  const listeners: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const observers: {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    connected: boolean;
  }[] = [];
  const painted: string[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["largest-contentful-paint"];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
      if (painted.length > 0) this.record.callback({ getEntriesByName: (name) => painted.filter((p) => p === name) });
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  vi.stubGlobal("document", { readyState });
  vi.stubGlobal(
    "addEventListener",
    (type: string, listener: () => void) => type === "load" && listeners.push(listener),
  );
  vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  vi.stubGlobal("setTimeout", (callback: () => void) => tasks.push(callback));
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    load: () => listeners.splice(0).forEach((listener) => listener()),
    paint: (name: string) => {
      painted.push(name);
      for (const o of observers) if (o.connected) o.callback({ getEntriesByName: (n) => (n === name ? [name] : []) });
    },
    frame: () => frames.splice(0).forEach((callback) => callback()),
    task: () => tasks.splice(0).forEach((callback) => callback()),
    /** Two frames and a task: all the time afterFirstPaint waits once it has seen the paint. */
    settle() {
      this.frame();
      this.frame();
      this.task();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("afterFirstPaint", () => {
  it("waits for the load event, the first contentful paint, two frames and a task", () => {
    const browser = fakeBrowser({ readyState: "interactive", paintTiming: true });
    const run = vi.fn();
    afterFirstPaint(run);
    browser.paint("first-contentful-paint");
    browser.frame();
    browser.task();
    expect(run).not.toHaveBeenCalled();
    browser.load();
    browser.paint("first-paint");
    browser.frame();
    browser.frame();
    expect(run).not.toHaveBeenCalled();
    browser.task();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("on a loaded page that has not painted yet, waits for its first contentful paint", () => {
    const browser = fakeBrowser({ readyState: "complete", paintTiming: true });
    const run = vi.fn();
    afterFirstPaint(run);
    browser.settle();
    expect(run).not.toHaveBeenCalled();
    browser.paint("first-contentful-paint");
    browser.settle();
    expect(run).toHaveBeenCalledTimes(1);
    browser.paint("first-contentful-paint");
    browser.settle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("without paint timing, runs two frames and a task after the load event", () => {
    const browser = fakeBrowser({ readyState: "loading", paintTiming: false });
    const run = vi.fn();
    afterFirstPaint(run);
    browser.load();
    browser.settle();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
