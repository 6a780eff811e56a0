import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { changesSearch, type FilterPatch } from '../../../lib/listing-filters';
import type { ListingSearch } from '../../../lib/listing-search';

/**
 * Writes a filter change to the URL, the listing's one state: the same route with its search
 * patched, pushed so Back and Forward step through the shopper's filters. Whatever else the URL
 * carries stays (the search text, tracking parameters); a value the route's validation dropped
 * is undefined in `previous`, so it is not written back. Nothing is pushed when nothing changes.
 */
export function useApplyFilters(search: ListingSearch): (patch: FilterPatch) => void {
  const navigate = useNavigate();
  return useCallback(
    (patch: FilterPatch) => {
      if (!changesSearch(search, patch)) return;
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...patch }),
        // The shopper stays where the control is; only a new path scrolls to the top.
        resetScroll: false,
      });
    },
    [navigate, search],
  );
}
