// Content below the first screen, rendered right after the first screen has been committed,
// as a transition: React renders it in short slices between the browser's own work, so the
// page's first render stays one short task instead of one long one.
import { startTransition, useEffect, useState, type ReactNode } from 'react';

export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => {
      setReady(true);
    });
  }, []);
  return ready ? children : null;
}
