/**
 * The params a form machine's `<form>.change` event gives the action that stores it: which
 * field, and its value as typed. One function, so every form reads the event the same way.
 */
export function changedField<TField extends string>({
  event,
}: {
  event: { field: TField; value: string };
}): { field: TField; value: string } {
  return { field: event.field, value: event.value };
}
