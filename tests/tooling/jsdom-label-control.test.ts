/**
 * patches/jsdom+27.4.0.patch: a label's `control` (behind `labels`, accessible names and
 * getByLabelText) walked the whole document for its `for` id on every read. It now asks the
 * document's index of ids when exactly one element has the id; these cases pin the answers to
 * the HTML standard's (the first element in tree order with that id, if it is labelable).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** The test's part of the page; only it is removed after the test (the worker's page is shared). */
let page: HTMLElement;

beforeEach(() => {
  page = document.createElement('div');
  document.body.append(page);
});

afterEach(() => {
  page.remove();
});

const label = () => page.querySelector('label')!;

describe('label.control with the id index gives the tree walk', () => {
  it('the one element with the id, when it is labelable', () => {
    page.innerHTML = '<label for="email">Email</label><input id="email">';
    expect(label().control).toBe(document.getElementById('email'));
    expect((document.getElementById('email') as HTMLInputElement).labels![0]).toBe(label());
  });

  it('none when the element with the id is not labelable, or there is none', () => {
    page.innerHTML = '<label for="box">Box</label><div id="box"></div>';
    expect(label().control).toBeNull();
    label().htmlFor = 'nothing';
    expect(label().control).toBeNull();
  });

  it('the first in tree order when two share the id, whatever order they arrived in', () => {
    page.innerHTML = '<label for="twice">Twice</label><input id="twice" name="second">';
    const first = document.createElement('div');
    first.id = 'twice';
    page.insertBefore(first, page.querySelector('input'));
    expect(label().control).toBeNull();
    first.remove();
    expect(label().control).toBe(page.querySelector('input'));
  });

  it('follows an id that changes', () => {
    page.innerHTML = '<label for="after">After</label><input id="before">';
    expect(label().control).toBeNull();
    page.querySelector('input')!.id = 'after';
    expect(label().control).toBe(page.querySelector('input'));
  });

  it('a label outside the document looks in its own tree only', () => {
    page.innerHTML = '<input id="outside">';
    const fragment = document.createElement('div');
    fragment.innerHTML = '<label for="outside">Detached</label>';
    expect(fragment.querySelector('label')!.control).toBeNull();
    fragment.innerHTML = '<label for="inside">Detached</label><input id="inside">';
    expect(fragment.querySelector('label')!.control).toBe(fragment.querySelector('input'));
  });

  it('an element with the id inside a shadow tree is not the document’s', () => {
    page.innerHTML = '<label for="shadowed">Shadowed</label><div id="host"></div>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<input id="shadowed">';
    expect(label().control).toBeNull();
  });
});
