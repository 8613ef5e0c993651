// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
  it("keeps the build-time markup and mounts the route's island into its placeholder with the written props", async () => {
    await act(async () => {
      render(<StaticHtml html={markup} islands={{ "print-button": FakePrint }} />);
    });
    expect(screen.getByRole("heading", { name: "Checklist" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Print this checklist" });
    expect(button.parentElement).toHaveAttribute("data-island", "print-button");
    expect(button).toHaveAttribute("data-host", "print-button");
  });

  it("leaves a placeholder empty when the route provides no island for it", async () => {
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(<StaticHtml html={markup} islands={{ "print-button": FakePrint }} />));
    });
    expect(container.querySelector('[data-island="open-now"]')).toBeEmptyDOMElement();
  });
});
