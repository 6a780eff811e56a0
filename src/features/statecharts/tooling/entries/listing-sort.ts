import { listingSortMachine } from '../../../../../machines/listing-sort.machine';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';

export const listingSortEntry = defineEntry({
  machine: listingSortMachine,
  purpose:
    'The listing’s sort order, held locally: the screen re-sorts its fetched list by the order in force.',
  source: 'machines/listing-sort.machine.ts',
  usedBy: '/products/, /search/, /cat/{slug}, /brand/{slug}',
  actors: {},
  samples: {},
  sideEffects: {},
  gestures: GESTURES.listingSort,
});
