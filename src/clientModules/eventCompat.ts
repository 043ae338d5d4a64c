/**
 * preact/compat gives native events React's `isDefaultPrevented` and
 * `isPropagationStopped`. The search plugin's autocomplete (a Zepto-style
 * event layer) takes an event with `isDefaultPrevented` for one it has
 * already wrapped and then calls `isImmediatePropagationStopped`, which
 * Preact does not add: a keyboard selection in the search bar threw. This
 * adds the missing method with its meaning.
 */
type CompatEvent = Event & { isImmediatePropagationStopped?: () => boolean };

if (typeof Event !== 'undefined') {
  const proto = Event.prototype as CompatEvent;
  if (typeof proto.isImmediatePropagationStopped !== 'function') {
    const stopped = new WeakSet<Event>();
    const stopImmediatePropagation = proto.stopImmediatePropagation;
    proto.stopImmediatePropagation = function (this: Event) {
      stopped.add(this);
      stopImmediatePropagation.call(this);
    };
    proto.isImmediatePropagationStopped = function (this: Event) {
      return stopped.has(this);
    };
  }
}

export {};
