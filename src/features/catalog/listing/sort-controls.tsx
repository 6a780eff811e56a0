import { Box } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  sortEvent,
  type listingSortMachine,
  type SortOrder,
} from '../../../../machines/listing-sort.machine';
import { HydrationRegion } from '../../../components/hydration-region';
import { ShownAt } from '../../../components/shown-at';
import { SmallScreenControls, SortBar } from './sort-options';

/** User Timing names, read by `npm run bench:listing` (and visible in the browser's profiler). */
export const SORT_MARK = 'listing:sort:start';
export const SORT_MEASURE = 'listing:sort';

export type Sorter = ActorRefFrom<typeof listingSortMachine>;

/** The order in force, and what a press on an order does: sorts, unless it is already in force. */
function useSortOrder(sorter: Sorter): [SortOrder, (next: SortOrder) => void] {
  const order = useSelector(sorter, (snapshot) => snapshot.value);
  const onSort = (next: SortOrder) => {
    if (next === sorter.getSnapshot().value) return;
    performance.mark(SORT_MARK);
    sorter.send(sortEvent(next));
  };
  return [order, onSort];
}

function WideSort({ sorter }: { sorter: Sorter }) {
  const [order, onSort] = useSortOrder(sorter);
  return <SortBar order={order} onSort={onSort} />;
}

function NarrowSort({ sorter, filters }: { sorter: Sorter; filters: ReactNode }) {
  const [order, onSort] = useSortOrder(sorter);
  return <SmallScreenControls order={order} onSort={onSort} filters={filters} />;
}

/**
 * The sort buttons (or, on small screens, the Filter and Sort dialogs). Each width's controls
 * read the order themselves, so a re-sort re-renders only them, not the rest of the screen.
 *
 * Each width's controls are also a region of their own, made once (issue 27). While the page
 * hydrates, both are in it (CSS shows one); a tap on the large screens' sort bar then hydrates
 * the screen's frame and that bar, not the small screens' buttons and dialogs as well (half of
 * the frame's hydration, at 4x CPU), and the re-sort, which only the readers inside follow,
 * leaves the other region's element as it was. Once the width is known, the hidden one is
 * removed, before React gets to hydrating it.
 */
export function SortControls({ sorter, filters }: { sorter: Sorter; filters: ReactNode }) {
  const wide = useMemo(
    () => (
      <HydrationRegion>
        <WideSort sorter={sorter} />
      </HydrationRegion>
    ),
    [sorter],
  );
  const narrow = useMemo(
    () => (
      <HydrationRegion>
        <NarrowSort sorter={sorter} filters={filters} />
      </HydrationRegion>
    ),
    [sorter, filters],
  );
  return (
    <Box mb="3">
      <ShownAt side="wide">{wide}</ShownAt>
      <ShownAt side="narrow">{narrow}</ShownAt>
    </Box>
  );
}
