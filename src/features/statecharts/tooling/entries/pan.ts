import { panMachine } from '../../../../../machines/pan.machine';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { picture } from './sample-data';

export const panEntry = defineEntry({
  machine: panMachine,
  purpose:
    'Pan Card: the declaration gates Upload; a JPEG-only picture; the upload is recorded on this device.',
  source: 'machines/pan.machine.ts',
  usedBy: '/account (Pan Card)',
  actors: {},
  samples: {
    'pan.change': [
      {
        label: 'pan.change (panNumber: ABCDE1234F)',
        event: { type: 'pan.change', field: 'panNumber', value: 'ABCDE1234F' },
      },
    ],
    'pan.file': [
      {
        label: 'pan.file (pan.jpeg)',
        event: { type: 'pan.file', file: new File(['jpeg'], 'pan.jpeg', { type: 'image/jpeg' }) },
      },
      { label: 'pan.file (pan.png, not a JPEG)', event: { type: 'pan.file', file: picture } },
    ],
  },
  sideEffects: {},
  gestures: GESTURES.pan,
});
