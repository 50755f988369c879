import { useCallback, useEffect, useState } from 'react';

/** Spec 9: error and message auto-dismiss after 5 seconds. */
export const MESSAGE_TIMEOUT_MS = 5000;

/** A message that clears itself `timeoutMs` after it was last set. */
export function useTimedMessage(timeoutMs: number = MESSAGE_TIMEOUT_MS) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), timeoutMs);
    return () => clearTimeout(timer);
  }, [message, timeoutMs]);
  const clear = useCallback(() => setMessage(null), []);
  return [message, setMessage, clear] as const;
}
