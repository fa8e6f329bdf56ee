import type { ChangeEvent } from 'react';

/**
 * The change a field reports for what the player did before the site took the page over. Its target is the control
 * itself, as in React's own change event, so a form reads `event.target.value` or `.checked` as when the player types.
 */
export function changeOf<E extends Element>(control: E): ChangeEvent<E> {
  const nativeEvent = new Event('change', { bubbles: true });
  let prevented = false;
  let stopped = false;
  return {
    nativeEvent,
    target: control,
    currentTarget: control,
    type: 'change',
    bubbles: true,
    cancelable: false,
    get defaultPrevented() {
      return prevented;
    },
    eventPhase: nativeEvent.AT_TARGET,
    isTrusted: false,
    timeStamp: nativeEvent.timeStamp,
    preventDefault: () => {
      prevented = true;
    },
    isDefaultPrevented: () => prevented,
    stopPropagation: () => {
      stopped = true;
    },
    isPropagationStopped: () => stopped,
    persist: () => undefined,
  };
}
