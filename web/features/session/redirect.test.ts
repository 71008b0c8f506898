import { describe, expect, it } from 'vitest';
import { isOrderRedirect, pathAfterSignIn } from '../auth/home-path.js';
import { safeRedirect, validateAuthSearch } from './redirect.js';

describe('the page to return to after logging in', () => {
  it('accepts only paths of this site', () => {
    expect(safeRedirect('/order/0b9d3a52-1111-4222-8333-444455556666')).toBe('/order/0b9d3a52-1111-4222-8333-444455556666');
    expect(safeRedirect('/orders?paid=1')).toBe('/orders?paid=1');
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'order', '', '/a\nb', 42, null, undefined]) {
      expect(safeRedirect(bad)).toBeUndefined();
    }
    expect(validateAuthSearch({ redirect: '//evil.example' })).toEqual({});
    expect(validateAuthSearch({ redirect: '/documents', other: 'x' })).toEqual({ redirect: '/documents' });
  });

  it('sends admins back into the console and clients back into the portal, else home', () => {
    expect(pathAfterSignIn('client', '/order/x')).toBe('/order/x');
    expect(pathAfterSignIn('client', '/admin/orders')).toBe('/dashboard');
    expect(pathAfterSignIn('admin', '/admin/orders')).toBe('/admin/orders');
    expect(pathAfterSignIn('admin', '/order/x')).toBe('/admin');
    expect(pathAfterSignIn('client', undefined)).toBe('/dashboard');
    expect(isOrderRedirect('/order/x')).toBe(true);
    expect(isOrderRedirect('/order')).toBe(true);
    expect(isOrderRedirect('/orders/x')).toBe(false);
    expect(isOrderRedirect(undefined)).toBe(false);
  });
});
