/** The device shown for a user agent (sessions list, security log, new-device e-mail). */
import { describe, expect, it } from 'vitest';
import { parseDevice } from './device.js';

describe('parseDevice', () => {
  it('names browser and system, and the kind of device', () => {
    expect(parseDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({
      label: 'Chrome · Windows',
      type: 'desktop',
      key: 'chrome|windows',
    });
    expect(
      parseDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'),
    ).toEqual({ label: 'Safari · iOS', type: 'mobile', key: 'safari|ios' });
  });

  it('ignores versions: an updated browser is the same device', () => {
    const a = parseDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0');
    const b = parseDevice('Mozilla/5.0 (X11; Linux x86_64; rv:134.0) Gecko/20100101 Firefox/134.0');
    expect(a.key).toBe(b.key);
    expect(a.label).toBe('Firefox · Linux');
  });

  it('an unknown or missing user agent', () => {
    expect(parseDevice(null)).toEqual({ label: null, type: 'unknown', key: 'unknown|unknown' });
    expect(parseDevice('')).toEqual({ label: null, type: 'unknown', key: 'unknown|unknown' });
    const curl = parseDevice('curl/8.5.0');
    expect(curl.label).toBe('curl/8.5.0');
    expect(curl.type).toBe('unknown');
    expect(curl.key).not.toBe(parseDevice('python-requests/2.32').key);
  });
});
