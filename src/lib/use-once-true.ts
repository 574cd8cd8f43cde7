// True from the first render in which `value` is true, for good: a lazily loaded dialog is
// mounted when it first opens and stays mounted, so that closing it keeps its behaviour.
import { useState } from 'react';

export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
