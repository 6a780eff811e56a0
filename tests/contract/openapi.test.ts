// @vitest-environment node
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../scripts/openapi-lib';

const committed = readFileSync('docs/api/openapi.json', 'utf8');

describe('docs/api/openapi.json', () => {
  it('matches the schemas it is built from (run `npm run openapi` after changing them)', () => {
    expect(JSON.parse(committed)).toEqual(JSON.parse(JSON.stringify(buildOpenApi())));
  });

  it('has its generated client types committed as generated (tests/contract/generated)', async () => {
    const types = astToString(await openapiTS(JSON.parse(committed) as never));
    const generated = readFileSync('tests/contract/generated/openapi.d.ts', 'utf8');
    // Compared without formatting: the file is prettier's layout of the same declarations (which
    // puts a leading '|' before a long union's first member).
    const squash = (code: string) =>
      code
        .replace(/\/\/.*\n/g, '')
        .replace(/[\s;,'"]/g, '')
        .replace(/([:=(])\|/g, '$1');
    expect(squash(generated)).toBe(squash(types));
  });

  it('is a valid OpenAPI 3.1 document for a validator no one here wrote', async () => {
    const api = await SwaggerParser.validate(JSON.parse(committed) as never);
    expect(api.info.title).toBe('Bazaar storefront API');
  });

  it('describes every call of spec §7 with its methods, and bearer security on the token, profile, cart, wishlist, address and order calls', () => {
    const { paths } = JSON.parse(committed) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const methods = Object.fromEntries(
      Object.entries(paths).map(([path, operations]) => [path, Object.keys(operations).sort()]),
    );
    expect(methods).toEqual({
      '/api/validate-token/': ['get'],
      '/api/section/top': ['get'],
      '/api/section/bottom': ['get'],
      '/api/featured_brands/': ['get'],
      '/api/banners/': ['get'],
      '/api/categories/': ['get'],
      '/api/brands/': ['get'],
      '/api/ads/': ['get'],
      '/api/register/': ['post'],
      '/api/login/': ['post'],
      '/api/products/': ['get'],
      '/api/product/{slug}': ['get'],
      '/api/user/profile/': ['get', 'put'],
      '/api/cart/': ['get'],
      '/api/cart/items/': ['put'],
      '/api/cart/items/{id}/': ['delete', 'patch'],
      '/api/cart/merge/': ['post'],
      '/api/wishlist/': ['get'],
      '/api/wishlist/items/': ['put'],
      '/api/wishlist/items/{id}/': ['delete'],
      '/api/delivery/{pincode}/': ['get'],
      '/api/addresses/': ['get', 'post'],
      '/api/addresses/{id}/': ['delete', 'put'],
      '/api/checkout/quote/': ['post'],
      '/api/orders/': ['get', 'post'],
      '/api/orders/{id}/': ['get'],
      '/api/orders/{id}/cancel/': ['post'],
    });
    expect(paths['/api/delivery/{pincode}/']?.get?.security).toBeUndefined();
    for (const [path, method] of [
      ['/api/validate-token/', 'get'],
      ['/api/user/profile/', 'get'],
      ['/api/user/profile/', 'put'],
      ['/api/cart/', 'get'],
      ['/api/cart/items/', 'put'],
      ['/api/cart/items/{id}/', 'patch'],
      ['/api/cart/items/{id}/', 'delete'],
      ['/api/cart/merge/', 'post'],
      ['/api/wishlist/', 'get'],
      ['/api/wishlist/items/', 'put'],
      ['/api/wishlist/items/{id}/', 'delete'],
      ['/api/addresses/', 'get'],
      ['/api/addresses/', 'post'],
      ['/api/addresses/{id}/', 'put'],
      ['/api/addresses/{id}/', 'delete'],
      ['/api/checkout/quote/', 'post'],
      ['/api/orders/', 'get'],
      ['/api/orders/', 'post'],
      ['/api/orders/{id}/', 'get'],
      ['/api/orders/{id}/cancel/', 'post'],
    ] as const) {
      expect(paths[path]?.[method]?.security).toEqual([{ bearer: [] }]);
    }
  });

  it('documents the answers of every cart and wishlist call, errors included', () => {
    const { paths } = JSON.parse(committed) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/cart/', 'get')).toEqual(['200', '401', '500']);
    expect(statuses('/api/cart/items/', 'put')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '413',
      '500',
    ]);
    expect(statuses('/api/cart/items/{id}/', 'patch')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '413',
      '500',
    ]);
    expect(statuses('/api/cart/items/{id}/', 'delete')).toEqual([
      '200',
      '401',
      '404',
      '413',
      '500',
    ]);
    expect(statuses('/api/cart/merge/', 'post')).toEqual(['200', '400', '401', '413', '500']);
    expect(statuses('/api/wishlist/', 'get')).toEqual(['200', '401', '500']);
    expect(statuses('/api/wishlist/items/', 'put')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '500',
    ]);
    expect(statuses('/api/wishlist/items/{id}/', 'delete')).toEqual([
      '200',
      '401',
      '404',
      '413',
      '500',
    ]);
  });

  it('documents the answers of every delivery, address, checkout and order call, errors included', () => {
    const { paths } = JSON.parse(committed) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {});
    expect(statuses('/api/delivery/{pincode}/', 'get')).toEqual(['200', '400', '500']);
    expect(statuses('/api/addresses/', 'get')).toEqual(['200', '401', '500']);
    expect(statuses('/api/addresses/', 'post')).toEqual(['201', '400', '401', '413', '500']);
    expect(statuses('/api/addresses/{id}/', 'put')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '413',
      '500',
    ]);
    expect(statuses('/api/addresses/{id}/', 'delete')).toEqual(['200', '401', '404', '413', '500']);
    expect(statuses('/api/checkout/quote/', 'post')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '409',
      '413',
      '422',
      '500',
    ]);
    expect(statuses('/api/orders/', 'get')).toEqual(['200', '400', '401', '500']);
    expect(statuses('/api/orders/', 'post')).toEqual([
      '200',
      '201',
      '400',
      '401',
      '402',
      '404',
      '409',
      '413',
      '422',
      '500',
    ]);
    expect(statuses('/api/orders/{id}/', 'get')).toEqual(['200', '401', '404', '500']);
    expect(statuses('/api/orders/{id}/cancel/', 'post')).toEqual([
      '200',
      '401',
      '404',
      '409',
      '413',
      '500',
    ]);
  });
});
