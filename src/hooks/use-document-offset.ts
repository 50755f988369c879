import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The element's distance from the top of the document: the window virtualizer's scroll
 * margin. Read after every commit and on resize, as the filter bar, a notice or a wrapped
 * toolbar above the list move it.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const read = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setOffset((current) => (current === top ? current : top));
    };
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  });
  return offset;
}
