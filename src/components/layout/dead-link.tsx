import { Link, type LinkProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/**
 * A placeholder link the spec documents as going nowhere ('#'): Careers, Press, Return Policy,
 * the social links, and the category bar's Flights and Offer Zone. It keeps the '#' target but
 * does not jump to the top of the page or add a history entry.
 */
export function DeadLink(props: Omit<LinkProps, 'href' | 'onClick'>) {
  const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();
  return <Link href="#" onClick={stay} {...props} />;
}
