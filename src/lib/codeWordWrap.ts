/**
 * Word wrap for code blocks: the same state and toggle as the classic theme's
 * `useCodeWordWrap`, measured differently.
 *
 * The theme's hook gives every block a window resize listener, a mutation
 * observer for hidden tab panels and a measurement when it mounts (a forced
 * layout per block, and a second render when the block turns out to be
 * scrollable). Here one ResizeObserver, shared by all blocks, reports each
 * block's `<pre>` and `<code>`: the browser delivers its reports once layout
 * is done, so reading the sizes costs nothing extra. It covers what the
 * theme's triggers covered: the window's width (the `<pre>` and the
 * `<code>`, at least as wide as it, change size), a hidden tab panel shown
 * (from no size to a size), wrapping switched on or off (the `<code>`'s
 * height), and code that grows longer (the `<code>`'s width).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

type Report = (scrollable: boolean) => void;

const reports = new Map<Element, Report>();
let observer: ResizeObserver | null = null;

/** Whether the block scrolls sideways, or has been wrapped (which is how it stopped scrolling). */
function isScrollable(pre: HTMLElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

function sharedObserver(): ResizeObserver {
  observer ??= new ResizeObserver((entries) => {
    const seen = new Set<Element>();
    for (const { target } of entries) {
      const pre = target.closest('pre');
      if (!pre || seen.has(pre)) continue;
      seen.add(pre);
      reports.get(pre)?.(isScrollable(pre));
    }
  });
  return observer;
}

export interface CodeWordWrap {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useCodeWordWrap(): CodeWordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const code = pre.querySelector('code');
    const resizes = sharedObserver();
    reports.set(pre, setIsCodeScrollable);
    resizes.observe(pre);
    if (code) resizes.observe(code);
    return () => {
      reports.delete(pre);
      resizes.unobserve(pre);
      if (code) resizes.unobserve(code);
    };
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (signed URLs, checksums) wrap as well.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
