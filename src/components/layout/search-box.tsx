import { Box, chakra, Input, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { MAX_TEXT_LENGTH } from '../../lib/listing-search';
import { loadOnce } from '../../lib/load-once';
import { SearchIcon } from './icons';
import type { ComboboxState, SearchSuggestionsProps } from './search-combobox-types';
import type * as SuggestionsModule from './search-suggestions';

const TEXT = {
  placeholder: msg(
    /*i18n*/ { id: 'shell.search.placeholder', message: 'Search for Products, Brands and More' },
  ),
  search: msg(/*i18n*/ { id: 'shell.search.submit', message: 'Search' }),
};

/** The suggestions' chunk, fetched once; a failed download is fetched again at the next focus. */
const loadSuggestions = loadOnce(
  (): Promise<typeof SuggestionsModule> => import('./search-suggestions'),
);

const ignore = () => undefined;

/**
 * The navigation bar's search (spec §2, §5): submitting goes to /search/?q={text}, and only when
 * the trimmed text is non-empty; otherwise nothing happens. It is a combobox whose suggestions
 * (./search-suggestions) are not part of the first load: focusing or pressing the box fetches
 * them, and they join the box as it is, focus and typed text kept.
 */
export function SearchBox({ variant }: { variant: 'home' | 'default' }) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const placeholder = t(TEXT.placeholder);
  const [text, setText] = useState('');
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(
    null,
  );
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false });
  const [submitted, setSubmitted] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = `${inputId}-suggestions`;

  const wake = () => {
    loadSuggestions().then((module) => setSuggestions(() => module.SearchSuggestions), ignore);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    setSubmitted(text);
    loadSuggestions().then((module) => module.rememberSearch(q), ignore);
    void navigate({ to: '/search/', search: { q } });
  };

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" w="full" position="relative">
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{placeholder}</label>
      </VisuallyHidden>
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listboxId}
        aria-activedescendant={combobox.activeId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={wake}
        onPointerDown={wake}
        onTouchStart={wake}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={MAX_TEXT_LENGTH}
        enterKeyHint="search"
        size="md"
        pe="12"
        bg={variant === 'home' ? 'brand.subtle' : 'bg.surface'}
        color="fg.default"
        borderColor={variant === 'home' ? 'brand.muted' : 'transparent'}
        _placeholder={{ color: 'fg.muted' }}
      />
      {Suggestions ? (
        <Suggestions
          input={inputRef}
          listboxId={listboxId}
          text={text}
          submitted={submitted}
          onText={setText}
          onCombobox={setCombobox}
        />
      ) : null}
      <Box position="absolute" insetEnd="1" top="50%" transform="translateY(-50%)">
        <chakra.button
          type="submit"
          aria-label={t(TEXT.search)}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="8"
          color="brand.fg"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'brand.subtle' }}
        >
          <SearchIcon />
        </chakra.button>
      </Box>
    </chakra.form>
  );
}
