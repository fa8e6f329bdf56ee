import { describe, expect, it } from 'vitest';
import { displayUrl, parseCliOptions } from './cli-options';

describe('command line and environment', () => {
  it('defaults to loopback port 4200 with the control API off', () => {
    expect(parseCliOptions([], {})).toEqual({ port: 4200, host: '127.0.0.1', control: false, help: false });
  });

  it('reads PORT, HOST and EMULATOR_CONTROL', () => {
    const env = { PORT: '4300', HOST: '::1', EMULATOR_CONTROL: '1' };
    expect(parseCliOptions([], env)).toMatchObject({ port: 4300, host: '::1', control: true });
  });

  it('lets flags win over the environment', () => {
    const options = parseCliOptions(['--control', '--port', '0'], { PORT: '4300', EMULATOR_CONTROL: '0' });
    expect(options).toMatchObject({ port: 0, control: true });
  });

  it('refuses a port that is not an integer in range and unknown flags', () => {
    expect(() => parseCliOptions([], { PORT: 'abc' })).toThrow(/port must be/);
    expect(() => parseCliOptions(['--port', '70000'], {})).toThrow(/port must be/);
    expect(() => parseCliOptions(['--contrl'], {})).toThrow();
  });

  it('prints localhost for loopback and wildcard addresses', () => {
    expect(displayUrl('127.0.0.1', 4200)).toBe('http://localhost:4200/');
    expect(displayUrl('0.0.0.0', 4200)).toBe('http://localhost:4200/');
    expect(displayUrl('192.168.1.5', 80)).toBe('http://192.168.1.5:80/');
    expect(displayUrl('fe80::1', 80)).toBe('http://[fe80::1]:80/');
  });
});
