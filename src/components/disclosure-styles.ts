/**
 * For a disclosure trigger (Collapsible, Accordion) holding a down chevron marked `data-chevron`:
 * turns the chevron up while the trigger's panel is open.
 */
export const OPEN_CHEVRON = {
  '& [data-chevron]': { transition: 'transform 0.2s' },
  '&[data-state=open] [data-chevron]': { transform: 'rotate(180deg)' },
} as const;

/** The surface of a panel that drops down under its trigger (account menu, search suggestions). */
export const DROPDOWN_PANEL = {
  position: 'absolute',
  top: '100%',
  mt: '1',
  zIndex: 'dropdown',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'md',
  boxShadow: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
} as const;
