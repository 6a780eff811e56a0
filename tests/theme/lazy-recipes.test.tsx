import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../utils/console';

/**
 * Each test starts with a registry of its own: which recipes are registered, and whether the
 * system exists yet, is state of the theme's modules.
 */
async function freshTheme() {
  const chakra = await import('@chakra-ui/react');
  const recipes = await import('@chakra-ui/react/theme');
  const { registerRecipes } = await import('../../src/theme/lazy-recipes');
  const { getSystem } = await import('../../src/theme/system');
  const renderTable = () =>
    render(
      <chakra.ChakraProvider value={getSystem()}>
        <chakra.Table.Root aria-label="Sizes">
          <chakra.Table.Body>
            <chakra.Table.Row>
              <chakra.Table.Cell>M</chakra.Table.Cell>
            </chakra.Table.Row>
          </chakra.Table.Body>
        </chakra.Table.Root>
      </chakra.ChakraProvider>,
    );
  return { chakra, recipes, registerRecipes, getSystem, renderTable };
}

/**
 * The declarations Emotion wrote for the element's classes. Chakra puts recipe styles in a CSS
 * cascade layer, which jsdom's getComputedStyle does not apply, so the test reads the style text.
 */
function declaredStyles(element: Element): string {
  const css = [...document.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('');
  return [...element.classList]
    .flatMap((name) => [...css.matchAll(new RegExp(`\\.${name}\\{([^}]*)\\}`, 'g'))])
    .map((match) => match[1])
    .join(';');
}

beforeEach(() => {
  vi.resetModules();
});

describe('recipes registered by lazily loaded modules', () => {
  it('style their component when registered before the system is created', async () => {
    const { recipes, registerRecipes, renderTable } = await freshTheme();
    registerRecipes({ table: recipes.tableSlotRecipe });
    renderTable();
    const table = screen.getByRole('table', { name: 'Sizes' });
    expect(table).toHaveClass('chakra-table__root');
    expect(declaredStyles(table)).toContain('border-collapse:collapse');
  });

  it('style their component when registered after the system was created', async () => {
    const { recipes, registerRecipes, getSystem, renderTable } = await freshTheme();
    getSystem();
    registerRecipes({ table: recipes.tableSlotRecipe });
    renderTable();
    const table = screen.getByRole('table', { name: 'Sizes' });
    expect(table).toHaveClass('chakra-table__root');
    expect(declaredStyles(table)).toContain('border-collapse:collapse');
  });

  it('say so when their component renders before they are registered', async () => {
    const errors = expectConsole(
      'error',
      /^Chakra's "table" recipe was used before it was registered/,
    );
    const { renderTable } = await freshTheme();
    renderTable();
    const table = screen.getByRole('table', { name: 'Sizes' });
    expect(table).not.toHaveClass('chakra-table__root');
    expect(declaredStyles(table)).not.toContain('border-collapse');
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
