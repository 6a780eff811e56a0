import { useMediaQuery } from '@chakra-ui/react';
import { CAROUSEL_BREAKPOINT_PX } from '../lib/constants';

const WIDE_QUERY = `(min-width: ${CAROUSEL_BREAKPOINT_PX}px)`;

/**
 * True at or above the spec's 768 px breakpoint (spec §9), and kept in step with resizes. Read
 * synchronously on the first render (no server rendering here), so a wide screen never flashes
 * the narrow layout first.
 */
export function useWideScreen(): boolean {
  const [wide] = useMediaQuery([WIDE_QUERY], { ssr: false });
  return wide ?? false;
}
