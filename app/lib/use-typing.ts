import { useEffect, useRef, useState } from "react";

/** How long after a keystroke a visitor counts as still typing. */
export const typingPauseMs = 700;

/**
 * Whether `value` changed within the last `typingPauseMs`: a live result marked busy meanwhile
 * (aria-busy) is announced once the visitor pauses, not after each digit, when "5" of "55000"
 * would read out "No tax is due". What is on screen still follows every keystroke.
 */
export function useTyping(value: string): boolean {
  const [typing, setTyping] = useState(false);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setTyping(true);
    const timer = setTimeout(() => setTyping(false), typingPauseMs);
    return () => clearTimeout(timer);
  }, [value]);
  return typing;
}
