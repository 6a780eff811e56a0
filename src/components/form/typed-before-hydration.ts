import { useLayoutEffect, useRef } from 'react';

/**
 * Text typed into a server-rendered field before the page hydrated is in the field but not in
 * the form's state (a controlled field's value). Passed on once, as the field hydrates: in the
 * commit, before React replays a submit the shopper made meanwhile, so what is sent is what the
 * field shows. Later typing arrives through onChange.
 */
export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (value !== undefined && onValueChange && typed !== undefined && typed !== value)
      onValueChange(typed);
    // Once, when the field mounts (hydrates); a value set later by the form is the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
