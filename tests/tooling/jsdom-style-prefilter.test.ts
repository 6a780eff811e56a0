/**
 * patches/jsdom+27.4.0.patch: jsdom's getComputedStyle matched every style rule of the page
 * against the element (about 280 on the home page, each a full selector match), and Testing
 * Library's role queries ask it for every element and its ancestors. The patch rules out a rule
 * first by what its selectors' last compound requires (a type, classes, attributes), the way
 * browsers bucket rules. These cases pin that the answer is the full match's: each rule below
 * must apply to the elements it matches and to no other, whatever the prefilter reads of it.
 */
import { afterEach, describe, expect, it } from 'vitest';

/** What a test added to the page; only that is removed after it (the worker's page is shared). */
const added: Element[] = [];
let container: HTMLElement;

afterEach(() => {
  for (const element of added.splice(0)) element.remove();
});

function styled(css: string, html: string): void {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  added.push(style, container);
}

const display = (id: string) => getComputedStyle(document.getElementById(id)!).display;
const visibility = (id: string) => getComputedStyle(document.getElementById(id)!).visibility;

describe('getComputedStyle with the rule prefilter gives the full match', () => {
  it('a class rule applies to elements with the class, among others', () => {
    styled(
      '.css-1abc { display: none }',
      '<div id="yes" class="other css-1abc"></div><div id="no" class="css-1ab"></div>',
    );
    expect(display('yes')).toBe('none');
    expect(display('no')).toBe('block');
  });

  it('a compound of classes needs every one of them', () => {
    styled(
      '.a.b { visibility: hidden }',
      '<p id="both" class="b a"></p><p id="one" class="a"></p>',
    );
    expect(visibility('both')).toBe('hidden');
    expect(visibility('one')).toBe('visible');
  });

  it('a selector list applies when any of its selectors matches', () => {
    styled(
      '.x.y, .x[data-placeholder] { display: none }',
      '<span id="attr" class="x" data-placeholder=""></span><span id="plain" class="x"></span>',
    );
    expect(display('attr')).toBe('none');
    expect(display('plain')).toBe('inline');
  });

  it('combinators: only the last compound is the element itself', () => {
    styled(
      'div.menu > span { display: none } .open ~ em { display: block }',
      '<div class="menu"><span id="child"></span></div><span id="elsewhere" class="menu"></span>' +
        '<i class="open"></i><em id="sibling"></em>',
    );
    expect(display('child')).toBe('none');
    expect(display('elsewhere')).toBe('inline');
    expect(display('sibling')).toBe('block');
  });

  it('type selectors, upper case and in :is() lists', () => {
    styled(
      'SECTION { display: none } :is(article, aside) { display: flex }',
      '<section id="section"></section><article id="article"></article><nav id="nav"></nav>',
    );
    expect(display('section')).toBe('none');
    expect(display('article')).toBe('flex');
    expect(display('nav')).toBe('block');
  });

  it('pseudo-classes in parentheses do not narrow the rule: :is() of states and :not()', () => {
    styled(
      '.btn:is(:hover, [data-hover]) { display: none } .tab:not(.active) { visibility: hidden }',
      '<button id="hovered" class="btn" data-hover=""></button><button id="rest" class="btn"></button>' +
        '<div id="inactive" class="tab"></div><div id="active" class="tab active"></div>',
    );
    expect(display('hovered')).toBe('none');
    expect(display('rest')).toBe('inline-block');
    expect(visibility('inactive')).toBe('hidden');
    expect(visibility('active')).toBe('visible');
  });

  it('attribute selectors, quoted values with commas, and case flags', () => {
    styled(
      '[data-state="a,b"] { display: none } input[type="HIDDEN" i] { visibility: hidden }' +
        ' [hidden]:not([hidden="until-found" i]) { display: none }',
      '<div id="closed" data-state="a,b"></div><div id="open" data-state="open"></div>' +
        '<input id="field" type="hidden"><input id="text" type="text"><p id="hidden" hidden></p>',
    );
    expect(display('closed')).toBe('none');
    expect(display('open')).toBe('block');
    expect(visibility('field')).toBe('hidden');
    expect(visibility('text')).toBe('visible');
    expect(display('hidden')).toBe('none');
  });

  it(':link needs an href', () => {
    styled('a:link { visibility: hidden }', '<a id="link" href="/x">x</a><a id="anchor">y</a>');
    expect(visibility('link')).toBe('hidden');
    expect(visibility('anchor')).toBe('visible');
  });

  it('escaped class names are matched in full', () => {
    styled('.md\\:flex { display: flex }', '<div id="escaped" class="md:flex"></div>');
    expect(display('escaped')).toBe('flex');
  });

  it('rules inside a screen media rule are prefiltered too', () => {
    styled(
      '@media screen { .wide { display: none } }',
      '<div id="wide" class="wide"></div><div id="narrow" class="narrow"></div>',
    );
    expect(display('wide')).toBe('none');
    expect(display('narrow')).toBe('block');
  });

  it('a rule added later, or whose selector changes, is read again', () => {
    styled('.later { display: block }', '<span id="target" class="later"></span>');
    expect(display('target')).toBe('block');
    const sheet = (added[0] as HTMLStyleElement).sheet!;
    sheet.insertRule('.now { display: none }', sheet.cssRules.length);
    const rule = sheet.cssRules[0] as CSSStyleRule;
    rule.selectorText = '.moved';
    container.innerHTML = '<span id="target" class="now"></span><i id="moved" class="moved"></i>';
    expect(display('target')).toBe('none');
    expect(display('moved')).toBe('block');
  });
});
