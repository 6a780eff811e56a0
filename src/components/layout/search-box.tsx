import { Box, chakra, Input, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { MAX_TEXT_LENGTH } from '../../lib/listing-search';
import { SearchIcon } from './icons';

export const SEARCH_PLACEHOLDER = 'Search for Products, Brands and More';

/**
 * The navigation bar's search (spec §2, §5): submitting goes to /search/?q={text}, and only when
 * the trimmed text is non-empty; otherwise nothing happens.
 */
export function SearchBox({ variant }: { variant: 'home' | 'default' }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (q === '') return;
    void navigate({ to: '/search/', search: { q } });
  };

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" w="full" position="relative">
      <VisuallyHidden asChild>
        <label htmlFor={inputId}>{SEARCH_PLACEHOLDER}</label>
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
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
      <Box position="absolute" insetEnd="1" top="50%" transform="translateY(-50%)">
        <chakra.button
          type="submit"
          aria-label="Search"
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
