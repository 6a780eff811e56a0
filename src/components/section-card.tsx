import { Box, Heading, type BoxProps, type HeadingProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A roomy card at the top of a screen (an account section) or a compact one nested lower. */
const SIZES = {
  lg: {
    card: { boxShadow: 'sm', px: { base: '4', md: '8' }, py: { base: '5', md: '7' } },
    heading: { as: 'h2', size: 'lg', mb: '5' },
  },
  md: {
    card: { boxShadow: 'xs', p: { base: '4', md: '5' } },
    heading: { as: 'h3', fontSize: 'md', mb: '3' },
  },
} as const satisfies Record<string, { card: BoxProps; heading: HeadingProps }>;

/**
 * One section of a screen: a card with its heading, which also names the section's region. A
 * `headingId` given from outside lets a form inside take the same name.
 */
export function SectionCard({
  title,
  headingId,
  size = 'lg',
  children,
}: {
  title: string;
  headingId?: string;
  /** lg: an h2 section of a screen; md: an h3 panel under a screen's own heading. */
  size?: keyof typeof SIZES;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Box as="section" aria-labelledby={id} bg="bg.surface" borderRadius="md" {...SIZES[size].card}>
      <Heading id={id} {...SIZES[size].heading}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
