import { tabStateClasses } from "~/lib/tab-classes";

/*
 * The WAI-ARIA tabs pattern with automatic activation for each [data-tabs] block
 * (app/components/ServiceTabs.tsx): click or arrow keys, Home and End select a tab and show its panel.
 */
const selected = tabStateClasses.selected.split(" ");
const idle = tabStateClasses.idle.split(" ");

for (const block of document.querySelectorAll<HTMLElement>("[data-tabs]")) {
  const tabs = [...block.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (index: number) => {
    const chosen = tabs[(index + tabs.length) % tabs.length];
    if (!chosen) return;
    for (const tab of tabs) {
      const isChosen = tab === chosen;
      tab.setAttribute("aria-selected", String(isChosen));
      tab.tabIndex = isChosen ? 0 : -1;
      tab.classList.remove(...(isChosen ? idle : selected));
      tab.classList.add(...(isChosen ? selected : idle));
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      panel?.classList.toggle("hidden", !isChosen);
    }
    chosen.focus();
  };

  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(index));
    tab.addEventListener("keydown", (event) => {
      const moves: Record<string, number> = {
        ArrowRight: index + 1,
        ArrowDown: index + 1,
        ArrowLeft: index - 1,
        ArrowUp: index - 1,
        Home: 0,
        End: tabs.length - 1,
      };
      const target = moves[event.key];
      if (target === undefined) return;
      event.preventDefault();
      select(target);
    });
  });
  // A defined state for "the tabs respond now", which tests wait for instead of clicking until they do.
  block.dataset.enhanced = "";
}
