import { Plus } from "lucide-react";
import { useState } from "react";

/** An island: React hydrates its markup, icon included, and a class name for a state its built markup does not show is only in its code. */
export default function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className={count > 0 ? "count-shown" : undefined} onClick={() => setCount(count + 1)}>
      <Plus className="size-icon" aria-hidden="true" />
      {label} {count}
    </button>
  );
}
