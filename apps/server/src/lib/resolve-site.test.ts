import { describe, expect, it } from 'vitest';
import { hostnameOf, resolveSiteId } from './resolve-site';

const hosts = new Map([['hellas.test', 44]]);

describe('site resolution from the Host header', () => {
  it('ignores port, case and a trailing dot', () => {
    expect(hostnameOf('Site44.LocalHost:3000')).toBe('site44.localhost');
    expect(hostnameOf('hellas.test.')).toBe('hellas.test');
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBe('');
  });

  it('prefers the host map, then site<ID>.localhost, then the default', () => {
    expect(resolveSiteId('hellas.test:443', hosts, 1)).toBe(44);
    expect(resolveSiteId('site84.localhost:3000', hosts, 1)).toBe(84);
    expect(resolveSiteId('site999.localhost', hosts, 1)).toBe(999);
    expect(resolveSiteId('localhost:3000', hosts, 1)).toBe(1);
    expect(resolveSiteId('evil-site44.localhost', hosts, 77)).toBe(77);
    expect(resolveSiteId(undefined, hosts, 77)).toBe(77);
  });
});
