import type { RefObject } from 'react';

/** What the suggestions tell the box to say about them (ARIA 1.2 combobox). */
export interface ComboboxState {
  expanded: boolean;
  /** The id of the highlighted suggestion. */
  activeId?: string;
}

/** What the search box gives its suggestions, which load apart from it (./search-suggestions). */
export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  text: string;
  onText: (text: string) => void;
  onCombobox: (state: ComboboxState) => void;
}
