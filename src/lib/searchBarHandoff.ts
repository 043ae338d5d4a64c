/**
 * The handoff from the search bar's stand-in to the plugin's bar
 * (src/theme/SearchBar/index.tsx): what the reader typed, the caret and the
 * focus move to the plugin's input in the commit that swaps the two. Loaded
 * together with the plugin's bar, so that none of it is part of a page's
 * first load.
 */

/** The stand-in's input when the real search bar takes its place. */
export interface Handoff {
  /** The element around the search bar, to find the real input in. */
  container: Element | null;
  value: string;
  selectionStart: number | null;
  selectionEnd: number | null;
  focused: boolean;
}

/** Sets a React-controlled input's value the way typing does, so its onChange runs. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** How long after the handoff the plugin's dropdown may still be started (its index is loading). */
const LISTEN_MS = 60_000;

/**
 * Runs the text in the box once the plugin's dropdown exists. The plugin starts
 * its dropdown when its index has loaded, taking the text already typed (in the
 * stand-in or in its own box meanwhile) as its current query, so it would show
 * nothing until the next keystroke: the text is typed again (emptied, then
 * restored) as soon as the dropdown listens. Returns a function that stops waiting.
 */
function askWhenListening(container: Element, input: HTMLInputElement): () => void {
  const ask = () => {
    if (!container.querySelector('[role="listbox"]')) return false;
    const value = input.value;
    if (value && document.activeElement === input && !container.querySelector('[role="option"]')) {
      const { selectionStart, selectionEnd } = input;
      typeInto(input, '');
      typeInto(input, value);
      if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
    }
    return true;
  };
  if (ask()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (ask()) stop();
  });
  const timer = window.setTimeout(() => stop(), LISTEN_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(container, { childList: true, subtree: true });
  return stop;
}

/**
 * Moves the stand-in's state into the plugin's input, now on the page.
 * Returns a function that stops waiting for the plugin's dropdown, if any.
 */
export function handOff(state: Handoff): (() => void) | undefined {
  const input = state.container?.querySelector<HTMLInputElement>('input.navbar__search-input');
  if (!input) return undefined;
  if (state.value) typeInto(input, state.value);
  if (state.focused) {
    input.focus();
    if (state.selectionStart !== null && state.selectionEnd !== null) {
      input.setSelectionRange(state.selectionStart, state.selectionEnd);
    }
  }
  return state.container ? askWhenListening(state.container, input) : undefined;
}
