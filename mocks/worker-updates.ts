/**
 * MSW refreshes an already registered worker with an update() whose promise it drops
 * (mswjs/msw#2006). That update can reject — Chromium answers "Failed to update a ServiceWorker
 * …: Not found" when the registration goes away meanwhile, as in quick navigation or a closing
 * tab — and then surfaces as an uncaught error, though the worker in control goes on answering. The updates
 * started while the worker starts are given a handler; any other rejection stays visible.
 */
export async function withUpdatesHandled(run: () => Promise<unknown>): Promise<void> {
  const prototype = ServiceWorkerRegistration.prototype;
  const update = prototype.update;
  prototype.update = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch((error: unknown) => {
      console.info(
        '[mock api] the mock worker was not refreshed; the installed one answers',
        error,
      );
    });
    return updating;
  };
  try {
    await run();
  } finally {
    prototype.update = update;
  }
}
