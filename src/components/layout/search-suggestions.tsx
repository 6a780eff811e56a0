import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useCategoryName } from '../../i18n/use-category-name';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { rememberSearch } from '../../lib/recent-searches';
import { searchTerms, splitByMatches } from '../../lib/search-text';
import { DROPDOWN_PANEL } from '../disclosure-styles';
import { useComboboxKeys, useComboboxStatus } from './search-combobox';
import type { SearchSuggestionsProps } from './search-combobox-types';
import { announcement, keyOf, suggestionGroups, type Suggestion } from './suggestion-groups';
import { useSuggestionData } from './use-suggestion-data';

/**
 * The search box's suggestions, loaded with the box's first focus: the combobox model
 * (./search-combobox), what is suggested (./suggestion-groups) from the data of
 * ./use-suggestion-data, and the popup drawn here.
 */

/** The box remembers what it submits through this chunk: the store stays out of the first load. */
export { rememberSearch };

const TEXT = {
  listbox: msg(/*i18n*/ { id: 'shell.suggestions.listbox', message: 'Search suggestions' }),
  clear: msg(/*i18n*/ { id: 'shell.suggestions.clear', message: 'Clear recent searches' }),
};

const optionStyles = {
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  py: '1.5',
  cursor: 'pointer',
  _hover: { bg: 'bg.canvas' },
} as const;

/** The highlighted option: tinted, with a bar at its start that does not rely on colour alone. */
const activeStyles = {
  ...optionStyles,
  bg: 'brand.subtle',
  _hover: { bg: 'brand.subtle' },
  boxShadow: 'inset 3px 0 0 {colors.brand.fg}',
} as const;

function Emphasised({ text, terms }: { text: string; terms: readonly string[] }) {
  return splitByMatches(text, terms).map((part, index) =>
    part.match ? (
      <chakra.mark key={index} bg="transparent" color="inherit" fontWeight="bold">
        {part.text}
      </chakra.mark>
    ) : (
      part.text
    ),
  );
}

export function SearchSuggestions({
  input,
  listboxId,
  text,
  submitted,
  onText,
  onCombobox,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const categoryName = useCategoryName();
  const popupRef = useRef<HTMLDivElement>(null);
  const status = useComboboxStatus(input, popupRef, text, submitted);
  const query = text.trim();
  const terms = useMemo(() => searchTerms(query), [query]);
  const data = useSuggestionData({ query, focused: status.focused, dismissed: status.dismissed });
  const categories = useMemo(
    () =>
      data.categories.map(({ slug, name: apiName }) => {
        const shown = categoryName({ slug, name: apiName });
        return shown === apiName
          ? { slug, name: shown }
          : { slug, name: shown, alsoKnownAs: apiName };
      }),
    [data.categories, categoryName],
  );
  const [cleared, setCleared] = useState(false);
  const groups = suggestionGroups({ query, terms, ...data, categories });
  const options = groups.flatMap((group) => group.options);

  const combobox = useComboboxKeys(status, {
    input,
    listboxId,
    options,
    keyOf,
    onChoose: (option: Suggestion) => {
      if (option.kind === 'recent') {
        onText(option.value);
        rememberSearch(option.value);
        void navigate({ to: '/search/', search: { q: option.value } });
        return option.value;
      }
      if (option.kind === 'category')
        void navigate({ to: '/cat/$slug', params: { slug: option.value } });
      else if (option.kind === 'brand')
        void navigate({ to: '/brand/$slug', params: { slug: option.value } });
      else void navigate({ to: '/product/$product_slug', params: { product_slug: option.value } });
      return text;
    },
    onFocus: () => {
      setCleared(false);
      data.reloadRecents();
    },
    // Emptied: the recent searches show, this submission's included.
    onInput: () => {
      setCleared(false);
      if (input.current?.value.trim() === '') data.reloadRecents();
    },
    onCombobox,
  });
  const { open, activeIndex, optionId } = combobox;

  const clearRecents = () => {
    // Focus first: the box's focus handler would undo what follows.
    input.current?.focus();
    data.forgetRecents();
    setCleared(true);
  };

  const said = announcement({
    focused: status.focused,
    query,
    options: options.length,
    answered: data.answered,
    cleared,
  });
  let index = 0;
  return (
    <>
      <Box
        ref={popupRef}
        hidden={!open}
        {...DROPDOWN_PANEL}
        insetX="0"
        py="1"
        textAlign="start"
        // The box keeps the focus while an option or the clear button is pressed: the
        // combobox handles the keys and points at the highlighted option.
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          input.current?.focus();
          combobox.dismiss();
        }}
      >
        <chakra.div role="listbox" id={listboxId} aria-label={t(TEXT.listbox)}>
          {open
            ? groups.map((group, groupIndex) => (
                <chakra.ul
                  key={group.label.id}
                  role="group"
                  aria-labelledby={`${listboxId}-group-${groupIndex}`}
                  listStyleType="none"
                  m="0"
                  p="0"
                >
                  <chakra.li
                    role="presentation"
                    id={`${listboxId}-group-${groupIndex}`}
                    px="3"
                    pt="2"
                    pb="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="fg.muted"
                  >
                    {t(group.label)}
                  </chakra.li>
                  {group.options.map((option) => {
                    const at = index++;
                    return (
                      <chakra.li
                        key={keyOf(option)}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === activeIndex}
                        css={at === activeIndex ? activeStyles : optionStyles}
                        onClick={() => combobox.choose(option)}
                      >
                        {/* The taller line keeps Devanagari's vowel signs inside the clamp. */}
                        <chakra.span lineClamp={2} lineHeight="1.6">
                          <Emphasised text={option.label} terms={terms} />
                        </chakra.span>
                      </chakra.li>
                    );
                  })}
                </chakra.ul>
              ))
            : null}
        </chakra.div>
        {open && query === '' ? (
          <chakra.button
            type="button"
            onClick={clearRecents}
            display="block"
            ms="auto"
            me="2"
            mt="1"
            px="2"
            py="1"
            fontSize="sm"
            color="brand.fg"
            borderRadius="sm"
            cursor="pointer"
            _hover={{ textDecoration: 'underline' }}
          >
            {t(TEXT.clear)}
          </chakra.button>
        ) : null}
      </Box>
      <VisuallyHidden role="status">
        {said ? t(said, { count: options.length }) : null}
      </VisuallyHidden>
    </>
  );
}
