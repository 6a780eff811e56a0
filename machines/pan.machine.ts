import { assign, setup } from 'xstate';
import type { Message } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };
import { changedField } from './field-change';

export const PAN_MESSAGES = {
  notJpeg: msg(
    /*i18n*/ {
      id: 'account.pan.not-jpeg',
      message: 'Only JPEG images (.jpeg or .jpg) can be uploaded. Choose a JPEG file.',
    },
  ),
  recorded: msg(
    /*i18n*/ {
      id: 'account.pan.recorded',
      message: 'PAN card details recorded on this device.',
    },
  ),
} as const;

export type PanTextField = 'panNumber' | 'fullName';

/** What an upload recorded (spec §3: PAN form, local only; no call is made). */
export interface PanUpload {
  panNumber: string;
  fullName: string;
  fileName: string | null;
}

export interface PanContext {
  panNumber: string;
  fullName: string;
  /** The chosen JPEG, or null. */
  file: File | null;
  /** Why the last chosen file was refused, or null. */
  fileError: Message | null;
  /** The details the last upload recorded, or null. */
  uploaded: PanUpload | null;
}

export type PanEvent =
  | { type: 'pan.change'; field: PanTextField; value: string }
  | { type: 'pan.file'; file: File | null }
  | { type: 'pan.accept' }
  | { type: 'pan.decline' }
  | { type: 'pan.upload' };

/**
 * JPEG by name and by type (spec §5: the input accepts only .jpeg). Browsers report .jpg files
 * as image/jpeg too, and a JPEG is a JPEG whichever of the two extensions it carries.
 */
export function isJpegFile(file: File): boolean {
  return file.type === 'image/jpeg' && /\.jpe?g$/i.test(file.name);
}

/** The PAN card section: the declaration gates the upload button (spec §2, §4, §5). */
export const panMachine = setup({
  types: {
    context: {} as PanContext,
    events: {} as PanEvent,
  },
  actions: {
    setText: assign((_, params: { field: PanTextField; value: string }) => ({
      [params.field]: params.value,
    })),
    setFile: assign((_, params: { file: File | null }) => ({ file: params.file, fileError: null })),
    refuseFile: assign({ file: null, fileError: PAN_MESSAGES.notJpeg }),
    recordUpload: assign(({ context }) => ({
      uploaded: {
        panNumber: context.panNumber,
        fullName: context.fullName,
        fileName: context.file?.name ?? null,
      },
    })),
  },
  guards: {
    isJpegOrNone: (_, params: { file: File | null }) =>
      params.file === null || isJpegFile(params.file),
  },
}).createMachine({
  id: 'pan',
  context: { panNumber: '', fullName: '', file: null, fileError: null, uploaded: null },
  initial: 'undeclared',
  on: {
    'pan.change': {
      actions: { type: 'setText', params: changedField },
    },
    'pan.file': [
      {
        guard: { type: 'isJpegOrNone', params: ({ event }) => ({ file: event.file }) },
        actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
      },
      { actions: 'refuseFile' },
    ],
  },
  states: {
    /** The declaration is not accepted: the upload button is disabled. */
    undeclared: {
      on: { 'pan.accept': { target: 'declared' } },
    },
    /** The declaration is accepted: the upload button is enabled. */
    declared: {
      on: {
        'pan.decline': { target: 'undeclared' },
        'pan.upload': { target: 'uploaded', actions: 'recordUpload' },
      },
    },
    /**
     * The details are recorded on this device and a confirmation shows. Changing anything makes
     * the confirmation stale, so it goes back to declared; declining again disables the button.
     */
    uploaded: {
      on: {
        'pan.decline': { target: 'undeclared' },
        'pan.change': {
          target: 'declared',
          actions: { type: 'setText', params: changedField },
        },
        'pan.file': [
          {
            guard: { type: 'isJpegOrNone', params: ({ event }) => ({ file: event.file }) },
            target: 'declared',
            actions: { type: 'setFile', params: ({ event }) => ({ file: event.file }) },
          },
          { target: 'declared', actions: 'refuseFile' },
        ],
      },
    },
  },
});
