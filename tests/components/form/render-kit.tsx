import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from '../../../src/theme/theme-provider';

/**
 * Renders inside an async act, which returns once the work it queued is done: Chakra's controls
 * start their state machines, and its fields look for their help and error texts, in a
 * microtask after React commits, so a plain render would leave those updates to land after it.
 */
async function settled<T>(work: () => T): Promise<T> {
  let result: T | undefined;
  await act(async () => {
    result = work();
  });
  return result as T;
}

/**
 * Kit components inside a form named 'Test form', with the app's Chakra system. `submitted`
 * holds what the form's FormData carried at each submit, as a server reading the form would get
 * it; `rerender` swaps the form's contents, as a screen re-rendering with new props would.
 */
export async function renderForm(children: ReactNode) {
  const submitted: Record<string, string>[] = [];
  const tree = (contents: ReactNode) => (
    <ThemeProvider>
      <form
        aria-label="Test form"
        onSubmit={(event) => {
          event.preventDefault();
          const entries = [...new FormData(event.currentTarget)].map(
            ([name, value]) => [name, typeof value === 'string' ? value : value.name] as const,
          );
          submitted.push(Object.fromEntries(entries));
        }}
      >
        {contents}
      </form>
    </ThemeProvider>
  );
  const user = userEvent.setup();
  const result = await settled(() => render(tree(children)));
  return {
    user,
    submitted,
    rerender: (contents: ReactNode) => settled(() => result.rerender(tree(contents))),
  };
}
