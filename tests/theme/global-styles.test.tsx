import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Style elements of the document whose CSS sets brand 500's variable. */
function blocksWithThemeVariables(): HTMLStyleElement[] {
  return [...document.querySelectorAll('style')].filter((node) =>
    (node.textContent ?? '').includes('--chakra-colors-brand-500:#226be0'),
  );
}

/** The theme's provider as a fresh page loads it: its system is made once per page. */
async function renderThemed() {
  const { ThemeProvider } = await import('../../src/theme/theme-provider');
  return render(
    <ThemeProvider>
      <p>Bazaar</p>
    </ThemeProvider>,
  );
}

describe("the theme's global CSS (reset, global CSS, token variables)", () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((node) => node.remove());
  });

  it('is written into the page once where no server sent it (the client shell)', async () => {
    await renderThemed();
    expect(screen.getByText('Bazaar')).toBeInTheDocument();
    expect(blocksWithThemeVariables()).toHaveLength(1);
  });

  it("is the server's block where the page has one: left where it is, not written again", async () => {
    const served = document.createElement('style');
    served.dataset.emotion = 'css-global 1x2y3z-theme';
    served.dataset.s = '';
    served.textContent = ':root{--served:1}';
    const next = document.createElement('meta');
    document.head.append(served, next);

    await renderThemed();

    expect(screen.getByText('Bazaar')).toBeInTheDocument();
    expect(blocksWithThemeVariables()).toHaveLength(0);
    expect(served.nextSibling).toBe(next);
    expect(served.textContent).toBe(':root{--served:1}');
    expect(served.dataset.emotion).toBe('css-global 1x2y3z-theme');
    next.remove();
  });
});
