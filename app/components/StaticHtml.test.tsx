// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IslandSlot } from "./islands/IslandSlot";
import type { IslandComponentProps } from "./islands/types";
import { StaticHtml } from "./StaticHtml";

function FakePrint({ label, host }: IslandComponentProps<"print-button">) {
  return <button type="button" data-host={host.dataset.island}>{label}</button>;
}

const markup = renderToStaticMarkup(
  <section>
    <h2>Checklist</h2>
    <IslandSlot name="print-button" props={{ label: "Print this checklist", icon: "<svg></svg>" }} />
    <IslandSlot name="open-now" props={{ schedule: { timeStyle: "short", periods: [], closed: [] }, zone: { name: "America/Chicago", offsets: [], untilMs: 0 } }} />
  </section>,
);

describe("StaticHtml", () => {
  afterEach(cleanup);

  it("keeps the build-time markup and mounts the route's island into its placeholder with the written props", async () => {
    await act(async () => {
      render(<StaticHtml markup={markup} islands={{ "print-button": FakePrint }} />);
    });
    expect(screen.getByRole("heading", { name: "Checklist" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Print this checklist" });
    expect(button.parentElement).toHaveAttribute("data-island", "print-button");
    expect(button).toHaveAttribute("data-host", "print-button");
  });

  it("leaves a placeholder empty when the route provides no island for it", async () => {
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(<StaticHtml markup={markup} islands={{ "print-button": FakePrint }} />));
    });
    expect(container.querySelector('[data-island="open-now"]')).toBeEmptyDOMElement();
  });

  it("in the browser takes its markup from the pre-rendered page, which carries it only once", async () => {
    const page = (pageMarkup: string | null) => <StaticHtml markup={pageMarkup} islands={{ "print-button": FakePrint }} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(markup));
    document.body.append(container);
    // React reports markup that differs from what it hydrates; the component must match the page.
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      render(page(null), { container, hydrate: true });
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(container).getByRole("heading", { name: "Checklist" })).toBeInTheDocument();
    expect(within(container).getByRole("button", { name: "Print this checklist" })).toBeInTheDocument();
    expect(container.querySelectorAll("h2")).toHaveLength(1);
    container.remove();
  });
});
