/**
 * A lazy chunk's loader: the first call starts the download, later calls share it, and a failed
 * download is forgotten, so the next call (a shopper's next press or focus) fetches it again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
