import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterStartUp } from '../../src/lib/after-start-up';

/** The browser's long-task observer, driven by the test: `longTask()` reports one. */
class LongTaskObserver {
  static supportedEntryTypes = ['longtask'];
  static live: LongTaskObserver[] = [];
  observing = false;
  constructor(private readonly report: () => void) {}
  observe() {
    this.observing = true;
    LongTaskObserver.live.push(this);
  }
  disconnect() {
    this.observing = false;
  }
  static longTask() {
    for (const observer of LongTaskObserver.live) if (observer.observing) observer.report();
  }
}

function loading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
}

function loadEvent() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  window.dispatchEvent(new Event('load'));
}

describe('afterStartUp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    LongTaskObserver.live = [];
    vi.stubGlobal('PerformanceObserver', LongTaskObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for a second with no long task', () => {
    loading();
    const work = vi.fn();
    afterStartUp(work);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    loadEvent();
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('starts the quiet second again at each long task, and runs once', () => {
    const work = vi.fn();
    afterStartUp(work);
    for (let task = 0; task < 4; task += 1) {
      vi.advanceTimersByTime(900);
      LongTaskObserver.longTask();
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
    LongTaskObserver.longTask();
    vi.advanceTimersByTime(20_000);
    expect(work).toHaveBeenCalledTimes(1);
    expect(LongTaskObserver.live.every((observer) => !observer.observing)).toBe(true);
  });

  it('runs 10 s after the load event at the latest, however busy the page stays', () => {
    const work = vi.fn();
    afterStartUp(work);
    for (let elapsed = 0; elapsed < 9900; elapsed += 300) {
      vi.advanceTimersByTime(300);
      LongTaskObserver.longTask();
    }
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits one quiet second after load where the browser cannot observe long tasks', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const work = vi.fn();
    afterStartUp(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    loading();
    const work = vi.fn();
    const cancel = afterStartUp(work);
    cancel();
    loadEvent();
    vi.advanceTimersByTime(20_000);
    expect(work).not.toHaveBeenCalled();
  });
});
