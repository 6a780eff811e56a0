import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';

/** How long the pointer may leave a hover-opened dropdown (crossing a gap) before it closes. */
const HOVER_CLOSE_DELAY_MS = 150;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

interface Options {
  /** Controlled state, e.g. when only one dropdown of a bar may be open at a time. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A dropdown following the disclosure pattern for site navigation: a button with aria-expanded
 * that shows a panel of links. It opens on mouse hover (without moving focus) and on click,
 * Enter, Space or ArrowDown; it closes on Escape (focus returns to the button), when focus or a
 * click goes elsewhere, and when the mouse leaves a dropdown that hover opened. A click on a
 * hover-opened dropdown keeps it open rather than closing it under the pointer.
 */
export function useHoverDisclosure({ open: controlledOpen, onOpenChange }: Options = {}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const panelId = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const isControlled = controlledOpen !== undefined;

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(closeTimer.current);
      if (!next) openedByHover.current = false;
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Closed from outside (another dropdown of the bar opened): forget how this one was opened.
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, setOpen]);

  useEffect(() => {
    if (!open || !focusFirstOnOpen.current) return;
    focusFirstOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open]);

  // Callback refs, so the same props fit whichever element (div, li, ul) each part renders as.
  const setRoot = useCallback((node: HTMLElement | null) => {
    rootRef.current = node;
  }, []);
  const setPanel = useCallback((node: HTMLElement | null) => {
    panelRef.current = node;
  }, []);

  const rootProps = {
    ref: setRoot,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      if (!open) {
        openedByHover.current = true;
        setOpen(true);
      }
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !openedByHover.current) return;
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      triggerRef.current?.focus();
    },
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => {
      const pinHoverOpened = open && openedByHover.current;
      openedByHover.current = false;
      if (!pinHoverOpened) setOpen(!open);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      openedByHover.current = false;
      if (open) {
        panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      } else {
        focusFirstOnOpen.current = true;
        setOpen(true);
      }
    },
  };

  const panelProps = { ref: setPanel, id: panelId, hidden: !open };

  return { open, setOpen, rootProps, triggerProps, panelProps };
}
