// @vitest-environment jsdom
import { expect, it } from "vitest";
import { drawSpriteIcons } from "./sprite-icons";

it("gives each icon from the sprite its href, and leaves drawn icons alone", () => {
  document.body.innerHTML =
    '<svg class="h-4 w-4"><use data-href="/_astro/icons.a.svg#phone"/></svg><svg class="h-6 w-6"><path d="M4 5h16"></path></svg>';
  const use = document.querySelector("use")!;
  expect(use.getAttribute("href")).toBeNull();
  drawSpriteIcons();
  expect(use.getAttribute("href")).toBe("/_astro/icons.a.svg#phone");
  expect(document.querySelectorAll("[href]")).toHaveLength(1);
});
