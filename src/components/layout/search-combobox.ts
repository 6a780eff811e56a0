import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import type { ComboboxState } from './search-combobox-types';

/**
 * The search box's keyboard and ARIA model (the ARIA 1.2 combobox pattern with a listbox popup):
 * the box keeps the focus and points at the highlighted option with aria-activedescendant.
 * ArrowDown and ArrowUp move through the options, wrapping (and open the popup again), Enter
 * chooses the highlighted one (with none, the form submits), Escape closes and keeps the text;
 * closed at a text, the popup stays shut until the text changes. In two steps, since what the
 * popup offers depends on whether it may show: `useComboboxStatus`, then `useComboboxKeys`.
 */

function isWithin(node: EventTarget | null, ...parts: RefObject<HTMLElement | null>[]): boolean {
  return node instanceof Node && parts.some((part) => part.current?.contains(node) ?? false);
}

/**
 * Focus in the box or in the popup (its clear button): the popup's time to show. Focus moving
 * between the two counts as staying: in between, the page has it, and hiding the popup then
 * would leave the clear button unfocusable (the browser drops the focus).
 */
function useFocusWithin(
  input: RefObject<HTMLInputElement | null>,
  popup: RefObject<HTMLDivElement | null>,
): boolean {
  const movingWithin = useRef(false);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const moved = () => {
        movingWithin.current = false;
        onChange();
      };
      const leaving = (event: FocusEvent) => {
        movingWithin.current = isWithin(event.relatedTarget, input, popup);
        onChange();
      };
      document.addEventListener('focusin', moved);
      document.addEventListener('focusout', leaving);
      return () => {
        document.removeEventListener('focusin', moved);
        document.removeEventListener('focusout', leaving);
      };
    },
    [input, popup],
  );
  return useSyncExternalStore(
    subscribe,
    () => movingWithin.current || isWithin(document.activeElement, input, popup),
    () => false,
  );
}

export interface ComboboxStatus {
  /** The focus is in the box or its popup. */
  focused: boolean;
  /** The popup was closed at this very text (Escape, a choice, a search). */
  dismissed: boolean;
  text: string;
  setClosedAt: (text: string | null) => void;
  /** The highlighted option (by key), valid for the text it was highlighted at. */
  active: { text: string; key: string } | null;
  setActive: (active: { text: string; key: string } | null) => void;
}

/** Step one: where the focus is and whether the shopper closed the popup at this text. */
export function useComboboxStatus(
  input: RefObject<HTMLInputElement | null>,
  popup: RefObject<HTMLDivElement | null>,
  text: string,
  /** Where the popup starts closed: a search submitted before this step mounted. */
  initiallyClosedAt: string | null = null,
): ComboboxStatus {
  const focused = useFocusWithin(input, popup);
  const [closedAt, setClosedAt] = useState<string | null>(initiallyClosedAt);
  const [active, setActive] = useState<{ text: string; key: string } | null>(null);
  return {
    focused,
    dismissed: closedAt === text,
    text,
    setClosedAt,
    active,
    setActive,
  };
}

export interface ComboboxKeysOptions<T> {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  options: readonly T[];
  keyOf: (option: T) => string;
  /** Acts on a choice and returns the box's text after it, where the popup stays closed. */
  onChoose: (option: T) => string;
  /** The box took the focus again. */
  onFocus: () => void;
  /** The shopper edited the text. */
  onInput: () => void;
  onCombobox: (state: ComboboxState) => void;
}

/** Step two: the keys, the highlight and what the box says about the popup. */
export function useComboboxKeys<T>(
  status: ComboboxStatus,
  {
    input,
    listboxId,
    options,
    keyOf,
    onChoose,
    onFocus,
    onInput,
    onCombobox,
  }: ComboboxKeysOptions<T>,
) {
  const { focused, dismissed, text, active, setActive, setClosedAt } = status;
  const activeIndex =
    active?.text === text ? options.findIndex((option) => keyOf(option) === active.key) : -1;
  const open = focused && !dismissed && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeId = open && activeIndex !== -1 ? optionId(activeIndex) : undefined;

  // Before paint, so the box's aria-expanded and aria-activedescendant match what is shown.
  useLayoutEffect(() => {
    onCombobox({ expanded: open, activeId });
  }, [onCombobox, open, activeId]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: T) => {
    setActive(null);
    setClosedAt(onChoose(option));
  };

  /** Closes the popup and keeps the text (Escape in the popup, a search submitted). */
  const dismiss = () => {
    setClosedAt(text);
    setActive(null);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setClosedAt(null);
      if (options.length === 0) return;
      event.preventDefault();
      const from = open ? activeIndex : -1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        from === -1
          ? step === 1
            ? 0
            : options.length - 1
          : (from + step + options.length) % options.length;
      const target = options[next];
      if (target !== undefined) setActive({ text, key: keyOf(target) });
    } else if (event.key === 'Enter') {
      const highlighted = open ? options[activeIndex] : undefined;
      // Nothing highlighted: the form submits the search (spec §5).
      if (highlighted === undefined) return;
      event.preventDefault();
      choose(highlighted);
    } else if (event.key === 'Escape' && open) {
      // Kept from the browser too: Escape in a search field would empty it.
      event.preventDefault();
      dismiss();
    }
  });
  const focus = useEffectEvent(() => {
    setClosedAt(null);
    onFocus();
  });
  const edit = useEffectEvent(() => onInput());
  const submit = useEffectEvent(() => dismiss());

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const keydown = (event: KeyboardEvent) => onKeyDown(event);
    const focused = () => focus();
    const edited = () => edit();
    const submitted = () => submit();
    box.addEventListener('keydown', keydown);
    box.addEventListener('focus', focused);
    box.addEventListener('input', edited);
    box.form?.addEventListener('submit', submitted);
    return () => {
      box.removeEventListener('keydown', keydown);
      box.removeEventListener('focus', focused);
      box.removeEventListener('input', edited);
      box.form?.removeEventListener('submit', submitted);
    };
  }, [input]);

  return { open, activeIndex, optionId, choose, dismiss };
}
