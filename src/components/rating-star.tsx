import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * The rating star, drawn rather than typed: the ★ character is in none of the page's fonts on
 * many systems, and the browser's search of the system's fonts for it (font fallback) took a
 * third to a half of the product page's first layout on a 4x slowed phone (issue 27). Read as
 * "★", as the character was; it takes the text's colour and size.
 */
export function RatingStar(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="0.9em"
      height="0.9em"
      fill="currentColor"
      role="img"
      aria-label="★"
      focusable="false"
      display="inline-block"
      verticalAlign="-0.1em"
      {...props}
    >
      <path d="M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55-4.76-4.64 6.58-.96z" />
    </chakra.svg>
  );
}
