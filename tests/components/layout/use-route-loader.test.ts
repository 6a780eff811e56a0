import { act, renderHook } from '@testing-library/react';
import { useRouteLoader } from '../../../src/components/layout/use-route-loader';

describe('route loader timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows for 1000 ms at first load and for 500 ms after each path change', () => {
    const { result, rerender } = renderHook(({ path }) => useRouteLoader(path), {
      initialProps: { path: '/' },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);

    rerender({ path: '/faq' });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('restarts the navigation period when the path changes again while it shows', () => {
    const { result, rerender } = renderHook(({ path }) => useRouteLoader(path), {
      initialProps: { path: '/' },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ path: '/faq' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ path: '/terms' });
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(false);
  });

  it('does not show again when the path stays the same', () => {
    const { result, rerender } = renderHook(({ path }) => useRouteLoader(path), {
      initialProps: { path: '/' },
    });
    act(() => vi.advanceTimersByTime(1000));
    rerender({ path: '/' });
    expect(result.current).toBe(false);
  });
});
