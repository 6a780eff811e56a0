import { Box, Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../src/theme/theme-provider';

/**
 * patches/@chakra-ui+react+3.37.0.patch keeps what a styled element resolves between renders
 * (its recipe, its merged styles, their CSS text and class name) instead of resolving it again
 * at every render. What a shopper sees must follow the props all the same: new props, new
 * styles; the same props again, the same class.
 */

/** The CSS text the document holds for an element's own class (Emotion's `css-…`). */
function cssOf(element: HTMLElement): string {
  const name = [...element.classList].find((token) => /^css-[a-z0-9]+$/.test(token));
  if (!name) return '';
  return [...document.querySelectorAll('style')]
    .map((node) => node.textContent ?? '')
    .join('\n')
    .split('}')
    .filter((rule) => rule.includes(`.${name}`))
    .join('}');
}

function themed(children: ReactNode) {
  return <ThemeProvider>{children}</ThemeProvider>;
}

describe('a styled element across renders', () => {
  it('takes the new style props of a re-render, and its first class back with the first props', () => {
    const { rerender } = render(themed(<Box data-testid="box" color="red.500" padding="2" />));
    const box = screen.getByTestId('box');
    const first = box.className;
    expect(cssOf(box)).toContain('color:var(--chakra-colors-red-500)');

    rerender(themed(<Box data-testid="box" color="blue.500" padding="2" />));
    expect(box.className).not.toBe(first);
    expect(cssOf(box)).toContain('color:var(--chakra-colors-blue-500)');
    expect(cssOf(box)).not.toContain('red-500');

    rerender(themed(<Box data-testid="box" color="red.500" padding="2" />));
    expect(box.className).toBe(first);
  });

  it('takes a new css prop of a re-render', () => {
    const { rerender } = render(themed(<Box data-testid="box" css={{ fontWeight: 'bold' }} />));
    const box = screen.getByTestId('box');
    expect(cssOf(box)).toContain('font-weight:var(--chakra-font-weights-bold)');

    rerender(themed(<Box data-testid="box" css={{ fontWeight: 'normal' }} />));
    expect(cssOf(box)).toContain('font-weight:var(--chakra-font-weights-normal)');
    expect(cssOf(box)).not.toContain('bold');
  });

  it("styles two buttons of one recipe by each one's variant, also when they swap", () => {
    const pair = (first: 'solid' | 'outline', second: 'solid' | 'outline') =>
      themed(
        <>
          <Button variant={first}>First</Button>
          <Button variant={second}>Second</Button>
        </>,
      );
    const { rerender } = render(pair('solid', 'outline'));
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    const solid = first.className;
    const outline = second.className;
    expect(solid).not.toBe(outline);
    expect(cssOf(second)).toContain('border-width:1px');

    rerender(pair('outline', 'solid'));
    expect(first.className).toBe(outline);
    expect(second.className).toBe(solid);
  });

  it("takes a new css prop of a recipe's element, over the recipe's styles", () => {
    const { rerender } = render(themed(<Button css={{ color: 'red.500' }}>Buy</Button>));
    const button = screen.getByRole('button', { name: 'Buy' });
    expect(cssOf(button)).toContain('color:var(--chakra-colors-red-500)');

    rerender(themed(<Button css={{ color: 'blue.500' }}>Buy</Button>));
    expect(cssOf(button)).toContain('color:var(--chakra-colors-blue-500)');
    expect(cssOf(button)).not.toContain('red-500');
  });

  it('keeps a class name of our own beside the styles', () => {
    render(themed(<Box data-testid="box" className="promo-strip" color="green.600" />));
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('promo-strip');
    expect(cssOf(box)).toContain('color:var(--chakra-colors-green-600)');
  });
});
