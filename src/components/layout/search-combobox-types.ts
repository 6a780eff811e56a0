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
  /**
   * The text last submitted as a search, if any: the popup starts closed at it. A search can be
   * submitted before the suggestions have loaded; without this, the first suggestions to arrive
   * would open the popup over the results.
   */
  submitted: string | null;
  onText: (text: string) => void;
  onCombobox: (state: ComboboxState) => void;
}
