import { describe, expect, it } from 'vitest';
import { otherWidthsOf, pictureSources } from '../../src/lib/picture-sources';

describe('pictureSources', () => {
  it('offers a banner in its 800 px copy and its 1600 px picture', () => {
    expect(pictureSources('/img/banners/big-bazaar-days.webp', '100vw')).toEqual({
      src: '/img/banners/big-bazaar-days.webp',
      srcSet:
        '/img/banners/big-bazaar-days-800w.webp 800w, /img/banners/big-bazaar-days.webp 1600w',
      sizes: '100vw',
    });
  });

  it('offers a product picture in its 300 px copy and its 600 px picture', () => {
    expect(pictureSources('/img/products/smart-watches-1.webp', '150px')).toEqual({
      src: '/img/products/smart-watches-1.webp',
      srcSet:
        '/img/products/smart-watches-1-300w.webp 300w, /img/products/smart-watches-1.webp 600w',
      sizes: '150px',
    });
  });

  it('offers a featured brand in its 300 px copy', () => {
    expect(pictureSources('/img/featured/boat.webp', '40vw').srcSet).toBe(
      '/img/featured/boat-300w.webp 300w, /img/featured/boat.webp 600w',
    );
  });

  it('keeps the one src of a picture that has no copies', () => {
    for (const url of [
      '/img/ads/boat-audio.webp',
      // Shown at 64 px in the category strip and at 150 px in the home page's sections: one
      // file, downloaded once, serves both.
      '/img/categories/mobiles.webp',
      '/img/products/canvas-sneaker.svg',
      'https://cdn.example.in/img/products/smart-watches-1.webp',
      '/media/profile/7.jpeg',
      '/img/banners/../products/x.webp',
      '/img/products/smart-watches-1-300w.webp',
    ])
      expect(pictureSources(url, '100vw')).toEqual({ src: url });
  });
});

describe('otherWidthsOf', () => {
  it('names the picture and its other copies, from the picture or from a copy', () => {
    expect(otherWidthsOf('/img/banners/big-bazaar-days.webp')).toEqual([
      '/img/banners/big-bazaar-days-800w.webp',
    ]);
    expect(otherWidthsOf('/img/banners/big-bazaar-days-800w.webp')).toEqual([
      '/img/banners/big-bazaar-days.webp',
    ]);
    expect(otherWidthsOf('/img/products/smart-watches-1-300w.webp')).toEqual([
      '/img/products/smart-watches-1.webp',
    ]);
  });

  it('names none for a picture without copies', () => {
    expect(otherWidthsOf('/img/ads/boat-audio.webp')).toEqual([]);
    expect(otherWidthsOf('/img/categories/mobiles.webp')).toEqual([]);
    expect(otherWidthsOf('/icons/icon-192.png')).toEqual([]);
  });
});
