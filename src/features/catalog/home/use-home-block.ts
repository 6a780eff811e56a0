import type { RequestOptions } from '../../../api';
import { useAsync, type AsyncState } from '../../../lib/use-async';

/**
 * One home block's data. Each block fetches on its own, so one failure leaves the rest of the
 * page alone; a failure is only logged, with the spec's message (§8), and ends loading.
 */
export function useHomeBlock<T>(
  fetch: (options: RequestOptions) => Promise<T>,
  failureMessage: string,
): AsyncState<T> {
  return useAsync(
    (signal) => fetch({ signal }),
    [],
    (error) => console.error(failureMessage, error),
  );
}
