/** @jest-environment node */
import { checkedUrl } from '@/lib/outbound/address-check';
import { isPublicAddress } from '@/lib/outbound/addresses';
import { allowedHostsProblem, parseAllowedHosts } from '@/lib/outbound/allowed-hosts';
import { refusalOf } from '@/lib/outbound';

const refusalAt = (address: string, allowed = '') => {
  try {
    checkedUrl(address, parseAllowedHosts(allowed));
    return null;
  } catch (error) {
    return refusalOf(error);
  }
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fc00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '2002:7f00:1::1',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '140.82.112.6', '52.94.236.248', '2606:4700::6810:84e5', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('refuses what is not an IP address', () => {
    expect(isPublicAddress('localhost')).toBe(false);
  });
});

describe('checkedUrl', () => {
  it.each([
    ['https://127.0.0.1/', '127.0.0.1'],
    ['https://2130706433/', '127.0.0.1'],
    ['https://0x7f000001/', '127.0.0.1'],
    ['https://0177.0.0.1/', '127.0.0.1'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['https://2852039166/', '169.254.169.254'],
    ['https://0251.0376.0251.0376/', '169.254.169.254'],
    ['https://10.0.0.1:8443/', '10.0.0.1'],
    ['https://[::1]/', '[::1]'],
    ['https://[fd00::1]/', '[fd00::1]'],
    ['https://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
  ])('refuses %s as a private address, naming the host', (address, host) => {
    expect(refusalAt(address)).toMatchObject({
      kind: 'private-address',
      message: `The address ${host} points to a private network; only public HTTPS addresses are allowed.`,
    });
  });

  it('refuses plain http unless the operator allows the host, on that port when the allowance names one', () => {
    expect(refusalAt('http://api.example.com/')).toMatchObject({ kind: 'plain-http' });
    expect(refusalAt('http://8.8.8.8/')).toMatchObject({ kind: 'plain-http' });
    expect(refusalAt('http://127.0.0.1:4566/', '127.0.0.1:4566')).toBeNull();
    expect(refusalAt('http://127.0.0.1:4567/', '127.0.0.1:4566')).toMatchObject({ kind: 'plain-http' });
    expect(refusalAt('https://127.0.0.1:4567/', '127.0.0.1:4566')).toMatchObject({ kind: 'private-address' });
    expect(refusalAt('http://ghe.corp.internal/api/v3', 'GHE.corp.internal')).toBeNull();
    // An allowance written in another form of the same address holds: the parser gives both one form.
    expect(refusalAt('http://127.0.0.1:9000/', '2130706433:9000')).toBeNull();
  });

  it('refuses another scheme and what is not a URL', () => {
    expect(refusalAt('file:///etc/passwd')).toMatchObject({ kind: 'invalid-address' });
    expect(refusalAt('not a url')).toMatchObject({ kind: 'invalid-address' });
  });

  it('lets a public https address and a host name through (the name is checked when it is resolved)', () => {
    expect(refusalAt('https://api.github.com/')).toBeNull();
    expect(refusalAt('https://140.82.112.6/')).toBeNull();
  });
});

describe('OUTBOUND_ALLOWED_HOSTS entries', () => {
  it('reads host[:port] entries separated by commas, and names the entry that is wrong without repeating it', () => {
    expect(parseAllowedHosts(' ghe.corp.internal , 127.0.0.1:4566,[::1]:9000,')).toEqual([
      { hostname: 'ghe.corp.internal', port: null },
      { hostname: '127.0.0.1', port: 4566 },
      { hostname: '[::1]', port: 9000 },
    ]);
    expect(allowedHostsProblem('ghe.corp.internal,127.0.0.1:4566')).toBeNull();
    expect(allowedHostsProblem('ghe.corp.internal,http://minio:9000')).toBe('entry 2 is not a host or host:port');
    expect(allowedHostsProblem('minio:99999')).toBe('entry 1 has a port outside 1 to 65535');
    expect(allowedHostsProblem('minio/path')).toBe('entry 1 is not a host or host:port');
  });
});
