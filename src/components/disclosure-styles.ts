/**
 * For a disclosure trigger (Collapsible, Accordion) holding a down chevron marked `data-chevron`:
 * turns the chevron up while the trigger's panel is open.
 */
export const OPEN_CHEVRON = {
  '& [data-chevron]': { transition: 'transform 0.2s' },
  '&[data-state=open] [data-chevron]': { transform: 'rotate(180deg)' },
} as const;
