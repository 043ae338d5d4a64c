import { useEffect, useState, type RefObject } from 'react';

export interface LoadWhenNearOptions {
  /** How far around the viewport the element counts as near (an IntersectionObserver `rootMargin`). */
  margin?: string;
  /** Load at once, without waiting for the reader to come near (e.g. a link that opens the part). */
  now?: boolean;
}

/**
 * True once the element of `ref` has come within `margin` of the viewport,
 * or once `now` has been true: the moment to load a part that the page does
 * not need at first paint, so that it is ready when the reader gets there.
 * Without IntersectionObserver, true at once. It stays true: a part, once
 * loaded, is not taken away when the reader scrolls off.
 */
export function useLoadWhenNear(
  ref: RefObject<Element | null>,
  { margin = '800px 0px', now = false }: LoadWhenNearOptions = {},
): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (now) setNear(true);
  }, [now]);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);

  return near;
}
