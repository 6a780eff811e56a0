import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { isJpegFile, panMachine } from '../../machines/pan.machine';
import { createAppI18n } from '../../src/i18n/i18n-context';

/** The machine's messages as an English page shows them. */
const { t } = createAppI18n('en');

const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pan.jpeg', {
  type: 'image/jpeg',
});
const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'PAN.JPG', {
  type: 'image/jpeg',
});
const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pan.png', {
  type: 'image/png',
});
const renamed = new File(['text'], 'pan.jpeg', { type: 'text/plain' });
const mislabelled = new File([new Uint8Array([0xff, 0xd8])], 'pan.png', { type: 'image/jpeg' });

function startPan() {
  return createActor(panMachine).start();
}

type Pan = ReturnType<typeof startPan>;

function fill(actor: Pan) {
  actor.send({ type: 'pan.change', field: 'panNumber', value: 'ABCDE1234F' });
  actor.send({ type: 'pan.change', field: 'fullName', value: 'Aarav Sharma' });
  actor.send({ type: 'pan.file', file: jpeg });
}

describe('pan machine', () => {
  it('starts undeclared with an empty form: Upload is not possible', () => {
    const actor = startPan();
    expect(actor.getSnapshot().value).toBe('undeclared');
    expect(actor.getSnapshot().context).toEqual({
      panNumber: '',
      fullName: '',
      file: null,
      fileError: null,
      uploaded: null,
    });
    expect(actor.getSnapshot().can({ type: 'pan.upload' })).toBe(false);
  });

  it('undeclared ignores pan.upload and pan.decline: nothing is recorded', () => {
    const actor = startPan();
    fill(actor);
    actor.send({ type: 'pan.upload' });
    actor.send({ type: 'pan.decline' });
    expect(actor.getSnapshot().value).toBe('undeclared');
    expect(actor.getSnapshot().context.uploaded).toBeNull();
  });

  it('pan.change keeps the number and the name as typed, in every state', () => {
    const actor = startPan();
    actor.send({ type: 'pan.change', field: 'panNumber', value: ' abcde1234f ' });
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.change', field: 'fullName', value: 'Aarav  Sharma' });
    expect(actor.getSnapshot().value).toBe('declared');
    expect(actor.getSnapshot().context).toMatchObject({
      panNumber: ' abcde1234f ',
      fullName: 'Aarav  Sharma',
    });
  });

  it('undeclared -> declared on pan.accept: Upload becomes possible', () => {
    const actor = startPan();
    actor.send({ type: 'pan.accept' });
    expect(actor.getSnapshot().value).toBe('declared');
    expect(actor.getSnapshot().can({ type: 'pan.upload' })).toBe(true);
  });

  it('declared -> undeclared on pan.decline: Upload is off again', () => {
    const actor = startPan();
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.decline' });
    expect(actor.getSnapshot().value).toBe('undeclared');
    expect(actor.getSnapshot().can({ type: 'pan.upload' })).toBe(false);
  });

  it('declared -> uploaded on pan.upload, recording the details locally', () => {
    const actor = startPan();
    fill(actor);
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.upload' });
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context.uploaded).toEqual({
      panNumber: 'ABCDE1234F',
      fullName: 'Aarav Sharma',
      fileName: 'pan.jpeg',
    });
    expect(actor.getSnapshot().can({ type: 'pan.upload' })).toBe(false);
  });

  it('uploaded -> declared on pan.change, keeping the new value', () => {
    const actor = startPan();
    fill(actor);
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.upload' });
    actor.send({ type: 'pan.change', field: 'fullName', value: 'Aarav K Sharma' });
    expect(actor.getSnapshot().value).toBe('declared');
    expect(actor.getSnapshot().context.fullName).toBe('Aarav K Sharma');
    actor.send({ type: 'pan.upload' });
    expect(actor.getSnapshot().context.uploaded?.fullName).toBe('Aarav K Sharma');
  });

  it('uploaded -> declared on pan.file, taking a JPEG or refusing anything else', () => {
    const actor = startPan();
    fill(actor);
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.upload' });
    actor.send({ type: 'pan.file', file: jpg });
    expect(actor.getSnapshot().value).toBe('declared');
    expect(actor.getSnapshot().context.file).toBe(jpg);

    actor.send({ type: 'pan.upload' });
    actor.send({ type: 'pan.file', file: png });
    expect(actor.getSnapshot().value).toBe('declared');
    const { file, fileError } = actor.getSnapshot().context;
    expect({ file, fileError: fileError && t(fileError) }).toEqual({
      file: null,
      fileError: 'Only JPEG images (.jpeg or .jpg) can be uploaded. Choose a JPEG file.',
    });
  });

  it('uploaded -> undeclared on pan.decline', () => {
    const actor = startPan();
    actor.send({ type: 'pan.accept' });
    actor.send({ type: 'pan.upload' });
    actor.send({ type: 'pan.decline' });
    expect(actor.getSnapshot().value).toBe('undeclared');
  });

  it.each([
    ['a .png image', png],
    ['a text file named .jpeg', renamed],
    ['a JPEG type under a .png name', mislabelled],
  ])('pan.file refuses %s with a clear message and drops the file', (_label, file) => {
    const actor = startPan();
    actor.send({ type: 'pan.file', file: jpeg });
    actor.send({ type: 'pan.file', file });
    expect(actor.getSnapshot().context.file).toBeNull();
    const { fileError } = actor.getSnapshot().context;
    expect(fileError && t(fileError)).toBe(
      'Only JPEG images (.jpeg or .jpg) can be uploaded. Choose a JPEG file.',
    );
    expect(actor.getSnapshot().value).toBe('undeclared');
  });

  it('pan.file takes a .jpeg or .jpg JPEG and clears an earlier refusal; null empties it', () => {
    const actor = startPan();
    actor.send({ type: 'pan.file', file: png });
    actor.send({ type: 'pan.file', file: jpeg });
    expect(actor.getSnapshot().context).toMatchObject({ file: jpeg, fileError: null });
    actor.send({ type: 'pan.file', file: jpg });
    expect(actor.getSnapshot().context.file).toBe(jpg);
    actor.send({ type: 'pan.file', file: null });
    expect(actor.getSnapshot().context).toMatchObject({ file: null, fileError: null });
  });

  it('isJpegFile wants both the JPEG type and a .jpeg or .jpg name', () => {
    expect(isJpegFile(jpeg)).toBe(true);
    expect(isJpegFile(jpg)).toBe(true);
    expect(isJpegFile(png)).toBe(false);
    expect(isJpegFile(renamed)).toBe(false);
    expect(isJpegFile(mislabelled)).toBe(false);
  });
});

describe('pan machine: every state reached by shortest paths', () => {
  type Event = EventFromLogic<typeof panMachine>;
  type Snapshot = SnapshotFrom<typeof panMachine>;
  const events: Event[] = [
    { type: 'pan.change', field: 'panNumber', value: 'ABCDE1234F' },
    { type: 'pan.file', file: null },
    { type: 'pan.accept' },
    { type: 'pan.decline' },
    { type: 'pan.upload' },
  ];
  const paths = getShortestPaths(panMachine, {
    events,
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify({ value: snapshot.value, context: snapshot.context }),
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    const states = getStateNodes(panMachine.root).map((node) => JSON.stringify(node.key));
    expect([...reached].sort()).toEqual(states.sort());
  });
});
