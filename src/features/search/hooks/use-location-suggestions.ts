import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLocationSuggestions, type LocationSuggestion } from '../api/search-api';

// Spec 5/9: suggestions from 2 characters, 300 ms after the last keystroke, at most 5.
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 300;

const newToken = () => crypto.randomUUID();
const NONE: readonly LocationSuggestion[] = [];

/**
 * Suggestions for what the user typed into the location. Only typing asks for them: a
 * value restored from storage, read from the URL or picked is never looked up, so a
 * page load costs no autocomplete session and nothing arrives to open the list unasked.
 * The suggestions are given only while `input` is still the typed text. A new session
 * token is made at page load and after a pick (spec 7), so one typing session is one
 * billing session at the provider.
 */
export function useLocationSuggestions(input: string) {
  const [sessionToken, setSessionToken] = useState(newToken);
  const [typedText, setTypedText] = useState<string | null>(null);
  const [found, setFound] = useState(NONE);
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const query = typedText?.trim() ?? '';
    if (typedText === null || query.length < SUGGESTION_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocationSuggestions(query, sessionToken, controller.signal).then((suggestions) => {
        if (!controller.signal.aborted) setFound(suggestions);
      });
    }, SUGGESTION_DEBOUNCE_MS);
    waiting.current = timer;
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typedText, sessionToken]);

  /** The user typed `value` into the field. */
  const typed = useCallback((value: string) => setTypedText(value), []);

  /**
   * The list was closed or the form submitted: a lookup still waiting for its debounce is
   * not sent (nothing would show its answer). What was found stays for the arrow keys;
   * typing again asks again.
   */
  const closed = useCallback(() => clearTimeout(waiting.current), []);

  const picked = useCallback(() => {
    setTypedText(null);
    setFound(NONE);
    setSessionToken(newToken());
  }, []);

  // While the user types on, the last answer stays until the next one arrives.
  const current = typedText === input && input.trim().length >= SUGGESTION_MIN_CHARS ? found : NONE;
  return { suggestions: current, sessionToken, typed, picked, closed };
}
