import { afterEach, describe, expect, it } from 'vitest';
import { pageStyleCache } from '../../src/app/page-style-cache';

describe("pageStyleCache (Emotion's cache for a server-rendered page)", () => {
  // The test files of this pool share a document: take out only what a test added.
  const added: Node[] = [];
  afterEach(() => {
    for (const node of added.splice(0)) node.parentNode?.removeChild(node);
  });

  it("counts the server's styles as inserted and leaves their block where the server put it", () => {
    const served = document.createElement('style');
    served.setAttribute('data-server-styles', '1jrkfto 19t16wn');
    served.textContent = '.css-1jrkfto{display:flex;}.css-19t16wn{color:red;}';
    const after = document.createElement('link');
    document.head.append(served, after);
    added.push(served, after);

    const cache = pageStyleCache();

    expect(cache.inserted).toMatchObject({ '1jrkfto': true, '19t16wn': true });
    expect(served.parentNode).toBe(document.head);
    expect(served.nextSibling).toBe(after);

    // A style first used in the browser goes into a block of its own, right after the server's.
    cache.sheet.insert('.css-1q2w3e{margin:0;}');
    added.push(...cache.sheet.tags.slice(1));
    expect(served.nextElementSibling).toBeInstanceOf(HTMLStyleElement);
    expect(served.nextElementSibling?.nextSibling).toBe(after);
    expect(served.textContent).toBe('.css-1jrkfto{display:flex;}.css-19t16wn{color:red;}');
  });

  it('starts empty on a page the server did not render (the client shell)', () => {
    expect(pageStyleCache().inserted).toEqual({});
  });
});
