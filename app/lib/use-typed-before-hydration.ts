import { useEffect, type RefObject } from "react";

export type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether a visitor changed the field from what the build's markup set. */
function changed(field: FormField): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio"))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * An island's fields are live HTML before React runs (decision 0007): a visitor on a slow phone
 * can type as soon as they see them. React keeps what the DOM holds when it hydrates but its state
 * does not know it, so once hydrated, each field the visitor changed is handed to `adopt`, which
 * updates the state as the field's own change handler would.
 */
export function useTypedBeforeHydration(root: RefObject<HTMLElement | null>, adopt: (field: FormField) => void): void {
  useEffect(() => {
    const fields = root.current?.querySelectorAll<FormField>("input, select, textarea") ?? [];
    for (const field of fields) if (changed(field)) adopt(field);
    // Once, at hydration: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
