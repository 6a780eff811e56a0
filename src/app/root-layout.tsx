import { Box } from '@chakra-ui/react';
import { Link, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { formatTitle } from '../lib/document-title';

/** Keeps the document title in step with the deepest route that names one. */
function RouteTitle() {
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  useEffect(() => {
    document.title = formatTitle(title);
  }, [title]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <RouteTitle />
      <Box as="header" bg="navbar.bg.default" color="navbar.fg.default" px="4" py="3">
        <Link to="/">Bazaar</Link>
      </Box>
      <Box as="main" id="main" minH="60vh">
        <Outlet />
      </Box>
    </>
  );
}
