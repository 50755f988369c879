import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** A new page starts at the top (ScrollRestoration exists only in the data router). */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
