import { describe, expect, it } from 'vitest';
import { deviceName } from './sessionsView.ts';

describe('deviceName', () => {
  it('names the browser and the system', () => {
    expect(
      deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36'),
    ).toBe('Chrome · Android');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe(
      'Firefox · Windows',
    );
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(deviceName('Mozilla/5.0 (Macintosh) AppleWebKit/537.36 Chrome/124.0 Safari/537.36 Edg/124.0')).toBe(
      'Edge · macOS',
    );
  });

  it('says nothing for what it does not know', () => {
    expect(deviceName(null)).toBeNull();
    expect(deviceName('')).toBeNull();
    expect(deviceName('curl/8.5.0')).toBeNull();
    expect(deviceName('SomeBot (Linux)')).toBe('Linux');
  });
});
