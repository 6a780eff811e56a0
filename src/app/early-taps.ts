import { useEffect } from 'react';

/**
 * Presses made on a server-rendered page before the app has taken it over (issue 27). The page
 * shows its buttons and forms as soon as its HTML arrives, but nothing answered them until the
 * page's frame had hydrated, 0.3-1.2 s later on a 4x slowed phone: before `hydrateRoot` nothing
 * listens, and after it React drops a press on a part it cannot hydrate at once (the frame waits
 * for the router's data). A tap on Add to Cart, the menu button or a sort option did nothing at
 * all, and Enter in a form submitted it natively, as a GET to the page's own address with every
 * named field in the URL (the login form's password included). A small inline script in the
 * page's head (`EARLY_TAPS_SCRIPT`) keeps those presses instead, and the app makes them again
 * once its frame has hydrated (`useReplayEarlyTaps`), so the shopper's first tap counts
 * whenever it comes.
 */

/** One press the page kept: a button's click, or a form's submission without one. */
type EarlyTap =
  | { readonly kind: 'click'; readonly target: HTMLButtonElement }
  | { readonly kind: 'submit'; readonly form: HTMLFormElement };

/** The kept presses, in the order they were made, and the way to stop keeping them. */
interface EarlyTaps {
  readonly taps: EarlyTap[];
  stop(): void;
}

/** Where the inline script leaves the kept presses for the app. */
const EARLY_TAPS_KEY = '__bazaarEarlyTaps';

declare global {
  interface Window {
    [EARLY_TAPS_KEY]?: EarlyTaps;
  }
}

/**
 * Keeps the presses on the app's buttons and forms until the app replays them: each one's
 * default is prevented (a native submission would leave the page and show the form's fields in
 * the address) and its propagation stopped (React would try to hydrate the way to the control,
 * and drop the press when it cannot), and a control pressed again before the app has started is
 * kept once, since the shopper saw nothing happen the first time. Links are left alone: they
 * navigate without the app.
 *
 * The inline script is this function's source, so it uses nothing from outside itself but the
 * page's globals and its argument.
 */
function keepEarlyTaps(key: typeof EARLY_TAPS_KEY): void {
  const taps: EarlyTap[] = [];
  const onClick = (event: MouseEvent) => {
    const pressed = event.target instanceof Element ? event.target.closest('button') : null;
    if (!pressed || pressed.disabled || !pressed.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!taps.some((tap) => tap.kind === 'click' && tap.target === pressed)) {
      taps.push({ kind: 'click', target: pressed });
    }
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!taps.some((tap) => tap.kind === 'submit' && tap.form === form)) {
      taps.push({ kind: 'submit', form });
    }
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window[key] = {
    taps,
    stop() {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    },
  };
}

/** The inline script of a server-rendered page's head: keeps the presses made before the app starts. */
export const EARLY_TAPS_SCRIPT = `(${keepEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS_KEY)})`;

/**
 * Stops keeping presses and makes the kept ones again, in order. React hydrates the way to each
 * control at once, in the press's own task, as for any press on a part of the page not hydrated
 * yet. A control no longer on the page is skipped.
 */
export function replayEarlyTaps(): void {
  const kept = window[EARLY_TAPS_KEY];
  if (!kept) return;
  kept.stop();
  window[EARLY_TAPS_KEY] = undefined;
  for (const tap of kept.taps.splice(0)) {
    if (tap.kind === 'click') {
      if (tap.target.isConnected) tap.target.click();
    } else if (tap.form.isConnected) {
      tap.form.requestSubmit();
    }
  }
}

/**
 * Replays the presses kept before the app took the page over, once the page's frame has
 * hydrated (the component calling it is in the frame): in a task of its own, since React cannot
 * hydrate the way to a control while it runs its effects. Nothing to do on a page rendered in the
 * browser, which had no buttons before the app.
 */
export function useReplayEarlyTaps(): void {
  useEffect(() => {
    const replay = setTimeout(replayEarlyTaps, 0);
    return () => clearTimeout(replay);
  }, []);
}
