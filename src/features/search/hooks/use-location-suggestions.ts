import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLocationSuggestions, type LocationSuggestion } from '../api/search-api';

// Spec 5/9: suggestions from 2 characters, 300 ms after the last keystroke, at most 5.
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 300;

const newToken = () => crypto.randomUUID();

/**
 * Suggestions for `input`. A new session token is made at page load and after a pick
 * (spec 7), so one typing session is one billing session at the provider. After a pick
 * the picked label is not looked up again.
 */
export function useLocationSuggestions(input: string) {
  const [sessionToken, setSessionToken] = useState(newToken);
  const [suggestions, setSuggestions] = useState<LocationSuggestion[]>([]);
  const pickedRef = useRef<string | null>(null);

  useEffect(() => {
    const query = input.trim();
    if (pickedRef.current !== null && pickedRef.current !== input) pickedRef.current = null;
    if (query.length < SUGGESTION_MIN_CHARS || pickedRef.current === input) {
      setSuggestions((current) => (current.length === 0 ? current : []));
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchLocationSuggestions(query, sessionToken, controller.signal).then((found) => {
        if (!controller.signal.aborted) setSuggestions(found);
      });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, sessionToken]);

  const picked = useCallback((label: string) => {
    pickedRef.current = label;
    setSuggestions([]);
    setSessionToken(newToken());
  }, []);

  return { suggestions, sessionToken, picked };
}
