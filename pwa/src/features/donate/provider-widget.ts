/**
 * T-Bank's widget script, added to the page once: its global `pay(form)` opens the payment for
 * the integration "payment form". Whether it loaded is kept on the script element itself (no
 * module state), so a dialog opened again finds it.
 */
const SCRIPT_MARK = 'data-donate-widget';
const STATE = 'data-state';

export type WidgetState = 'loading' | 'ready' | 'failed';

/** The provider's pay function, when its script has defined it. */
export function providerPay(): ((form: HTMLFormElement) => void) | null {
  const pay: unknown = Reflect.get(window, 'pay');
  return typeof pay === 'function' ? (form) => void pay.call(window, form) : null;
}

function settle(script: HTMLScriptElement, state: WidgetState): WidgetState {
  script.setAttribute(STATE, state);
  return state;
}

/**
 * Adds the script of `url` (unless it is there already) and reports when it has loaded or
 * failed; a script that loads without defining `pay` counts as failed.
 */
export function loadProviderWidget(
  url: string,
  onSettled: (state: WidgetState) => void,
): () => void {
  let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARK}]`);
  if (script && script.getAttribute(STATE) === 'failed') {
    script.remove();
    script = null;
  }
  if (script && script.getAttribute(STATE) === 'ready') {
    onSettled(providerPay() ? 'ready' : 'failed');
    return () => undefined;
  }
  const element = script ?? document.createElement('script');
  const loaded = () => onSettled(settle(element, providerPay() ? 'ready' : 'failed'));
  const failed = () => onSettled(settle(element, 'failed'));
  element.addEventListener('load', loaded);
  element.addEventListener('error', failed);
  if (!script) {
    element.setAttribute(SCRIPT_MARK, '');
    element.setAttribute(STATE, 'loading');
    element.async = true;
    element.src = url;
    document.head.append(element);
  }
  return () => {
    element.removeEventListener('load', loaded);
    element.removeEventListener('error', failed);
  };
}
