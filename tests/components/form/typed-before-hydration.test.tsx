import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { TextAreaField, TextField } from '../../../src/components/form/text-field';
import { ThemeProvider } from '../../../src/theme/theme-provider';

/**
 * A shopper on a slow phone types into a server-rendered form before the page has hydrated:
 * the text is in the fields, and what the form sends must be that text, not the empty values
 * the form's state started with (spec §2: email and password sent as typed).
 */
function Form({ onSend }: { onSend: (sent: { email: string; note: string }) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  return (
    <ThemeProvider>
      <form
        aria-label="Test form"
        onSubmit={(event) => {
          event.preventDefault();
          onSend({ email, note });
        }}
      >
        <TextField label="Email" name="email" value={email} onValueChange={setEmail} />
        <TextAreaField label="Note" name="note" value={note} onValueChange={setNote} />
      </form>
    </ThemeProvider>
  );
}

async function hydrateTyped(typed: { email?: string; note?: string }) {
  const sent: { email: string; note: string }[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form onSend={() => undefined} />);
  document.body.append(container);
  const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
  const note = container.querySelector<HTMLTextAreaElement>('textarea[name="note"]')!;
  // Typed into the server's HTML: no React yet to hear it.
  if (typed.email !== undefined) email.value = typed.email;
  if (typed.note !== undefined) note.value = typed.note;
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Form onSend={(values) => sent.push(values)} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  fireEvent.submit(screen.getByRole('form', { name: 'Test form' }));
  return { sent, errors };
}

describe('a form typed into before it hydrated', () => {
  it('sends what the fields show, one line and many', async () => {
    const { sent, errors } = await hydrateTyped({
      email: 'asha.verma@example.in',
      note: 'Leave it with the guard',
    });
    expect(sent).toEqual([{ email: 'asha.verma@example.in', note: 'Leave it with the guard' }]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('asha.verma@example.in');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Leave it with the guard');
    expect(errors).toEqual([]);
  });

  it('sends the empty values when nothing was typed', async () => {
    const { sent, errors } = await hydrateTyped({});
    expect(sent).toEqual([{ email: '', note: '' }]);
    expect(errors).toEqual([]);
  });
});
