import { useEffect, useState, type RefObject } from "react";
import { pressedProperty, type PressedButton } from "~/scripts/pressed-before-hydration";

/**
 * Makes, once hydrated, the presses a visitor made on the island's waiting buttons before React ran
 * (noted by the page's loader, app/scripts/pressed-before-hydration.ts), in the order of the
 * buttons. A render after hydration, so a press meets the choices `useTypedBeforeHydration` handed
 * to the state, as it would have had React been running.
 */
export function usePressedBeforeHydration(root: RefObject<HTMLElement | null>): void {
  const [pressed, setPressed] = useState<readonly PressedButton[]>([]);
  useEffect(() => {
    const buttons = [...(root.current?.querySelectorAll<PressedButton>("button") ?? [])].filter(
      (button) => button[pressedProperty],
    );
    for (const button of buttons) delete button[pressedProperty];
    // The render this causes is the point: the presses wait for it (see the effect below).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (buttons.length > 0) setPressed(buttons);
    // Once, at hydration: later presses reach React itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    for (const button of pressed) button.click();
  }, [pressed]);
}
