/** @jest-environment node */
import { EnvError, parseEnv } from '@/lib/env';

describe('OUTBOUND_ALLOWED_HOSTS', () => {
  it('keeps a list of host[:port] entries; empty, none is allowed', () => {
    expect(parseEnv({ OUTBOUND_ALLOWED_HOSTS: '' }).OUTBOUND_ALLOWED_HOSTS).toBeUndefined();
    const list = 'ghe.corp.internal, minio.internal:9000,127.0.0.1,[fd00::5]:443';
    expect(parseEnv({ OUTBOUND_ALLOWED_HOSTS: list }).OUTBOUND_ALLOWED_HOSTS).toBe(list);
  });

  it('stops the start on an entry that is not a host[:port], naming its place and not its value', () => {
    let message = '';
    try {
      parseEnv({ OUTBOUND_ALLOWED_HOSTS: 'ghe.corp.internal,https://secret-host.internal/api' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain(
      'OUTBOUND_ALLOWED_HOSTS: must be host[:port] entries separated by commas: entry 2 is not a host or host:port',
    );
    expect(message).not.toContain('secret-host');
  });
});
