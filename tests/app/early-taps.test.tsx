import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { EARLY_TAPS_SCRIPT, replayEarlyTaps, useReplayEarlyTaps } from '../../src/app/early-taps';

/**
 * Presses on a server-rendered page before the app has started (issue 27): the head's inline
 * script keeps them, and the app makes them again once its frame has hydrated.
 */

/** Runs the head's script as the page does: its text alone, nothing else in scope. */
function runHeadScript(): void {
  new Function(EARLY_TAPS_SCRIPT)();
  onTestFinished(() => replayEarlyTaps());
}

/** A page's #root holding `html`, in the document until the test ends. */
function pageRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  onTestFinished(() => root.remove());
  return root;
}

/** Dispatches a click as the browser does; false when something prevented its default. */
const press = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe("the head's script, before the app has started", () => {
  it('keeps a press on a button of the page, once however often it comes, and prevents its default', () => {
    const root = pageRoot('<button type="button">Add to Cart</button>');
    const reached = vi.fn();
    root.addEventListener('click', reached);
    runHeadScript();

    const button = screen.getByRole('button', { name: 'Add to Cart' });
    expect(press(button)).toBe(false);
    expect(press(button)).toBe(false);
    expect(reached).not.toHaveBeenCalled();

    replayEarlyTaps();
    expect(reached).toHaveBeenCalledTimes(1);
    // Not kept any more: the next press goes straight through.
    expect(press(button)).toBe(true);
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('keeps a form sent with Enter from leaving the page, and sends it once on replay', () => {
    const root = pageRoot(
      '<form aria-label="Login"><input name="email"><button type="submit">Login</button></form>',
    );
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    root.addEventListener('submit', sent);
    runHeadScript();
    const form = screen.getByRole('form', { name: 'Login' });

    // Enter in a field: the browser clicks the form's submit button, which would send it.
    expect(press(screen.getByRole('button', { name: 'Login' }))).toBe(false);
    // A form without a submit button is sent directly.
    expect(form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }))).toBe(
      false,
    );
    expect(sent).not.toHaveBeenCalled();

    replayEarlyTaps();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls.map(([event]) => event.submitter?.textContent ?? null)).toEqual([
      'Login',
      null,
    ]);
  });

  it('leaves links and what is outside the app alone', () => {
    pageRoot('<a href="#offers">Offers</a>');
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    onTestFinished(() => outside.remove());
    runHeadScript();

    expect(press(screen.getByRole('link', { name: 'Offers' }))).toBe(true);
    expect(press(outside)).toBe(true);
  });

  it('skips a kept press whose control is gone from the page', () => {
    const root = pageRoot('<button type="button">Gone</button><button type="button">Here</button>');
    const reached = vi.fn((event: Event) => (event.target as HTMLElement).textContent);
    root.addEventListener('click', reached);
    runHeadScript();
    const gone = screen.getByRole('button', { name: 'Gone' });
    press(gone);
    press(screen.getByRole('button', { name: 'Here' }));
    gone.remove();

    replayEarlyTaps();
    expect(reached.mock.results.map((result) => result.value)).toEqual(['Here']);
  });
});

function Counter() {
  useReplayEarlyTaps();
  const [added, setAdded] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setAdded((count) => count + 1)}>
        Add to Cart
      </button>
      <output>{added} in your cart</output>
    </>
  );
}

describe('the app, once its frame has hydrated', () => {
  it('answers the press made on the server HTML before it started', async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const root = pageRoot(renderToString(<Counter />));
    runHeadScript();
    press(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('status')).toHaveTextContent('0 in your cart');

    let app: Root | undefined;
    await act(async () => {
      app = hydrateRoot(root, <Counter />);
    });
    onTestFinished(() => act(() => app?.unmount()));
    // The replay comes in a task of its own after the frame's effects.
    expect(screen.getByRole('status')).toHaveTextContent('0 in your cart');
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 in your cart');
  });
});
