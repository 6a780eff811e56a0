import { Box } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { localisePath } from '../i18n/locale';
import { toSafeLink } from '../lib/safe-url';

interface ApiLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link whose target comes from the API. Internal paths navigate inside the app without a
 * reload; unsafe targets render the content without a link at all. An internal path is the
 * spec's, so on a Hindi page its address carries /hi, as every link of the page does (a new tab,
 * a crawler or a page before hydration lands on the Hindi page too).
 */
export function ApiLink({ href, children, ...rest }: ApiLinkProps) {
  const router = useRouter();
  const { locale } = useI18n();
  const link = toSafeLink(href);
  if (!link) return <Box>{children}</Box>;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.kind !== 'internal' || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: link.href });
  };

  return (
    <a
      href={link.kind === 'internal' ? localisePath(link.href, locale) : link.href}
      onClick={onClick}
      {...(link.kind === 'external' ? { rel: 'noopener noreferrer', target: '_blank' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
