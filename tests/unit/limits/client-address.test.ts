/** @jest-environment node */
import { chooseClientAddress, clientAddress, UNKNOWN_CLIENT, type AddressSources } from '@/lib/client-address';
import { addressKey } from '@/lib/ip-address';
import { peerHeaderName } from '@/lib/peer-address';

// lib/env.ts reads these on first use: the default, a server reached directly.
delete process.env.TRUSTED_PROXY;
delete process.env.VERCEL;

const sources = (overrides: Partial<AddressSources>): AddressSources => ({ peer: null, realIp: null, forwardedFor: null, ...overrides });

describe('addressKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    [' 192.0.2.1 ', '192.0.2.1'],
    ['192.0.2.1:8080', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::99', '2001:db8:1:2::/64'],
    ['[2001:db8:1:2::99]:443', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::ffff:0:192.0.2.1', '0:0:0:0::/64'],
  ])('%s is counted as %s', (text, key) => {
    expect(addressKey(text)).toBe(key);
  });

  it('puts every address of one IPv6 /64 under one key, and neighbouring /64s under others', () => {
    expect(addressKey('2001:db8:aa:bb::1')).toBe(addressKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:aa:bb::1')).not.toBe(addressKey('2001:db8:aa:bc::1'));
  });

  it.each([[''], ['unknown'], ['evil.example'], ['999.1.1.1'], ['1.2.3'], ['_hidden'], [null], [undefined]])('%p is no address', (text) => {
    expect(addressKey(text)).toBeNull();
  });
});

describe("chooseClientAddress with TRUSTED_PROXY 'none' (the default)", () => {
  it('is the socket address, whatever forwarding headers say', () => {
    const spoofed = sources({ peer: '198.51.100.7', realIp: '203.0.113.1', forwardedFor: '203.0.113.2, 203.0.113.3' });
    expect(chooseClientAddress(spoofed, 'none')).toBe('198.51.100.7');
  });

  it('gives every request without a socket address one shared key, never a forwarded one', () => {
    expect(chooseClientAddress(sources({ realIp: '203.0.113.1', forwardedFor: '203.0.113.2' }), 'none')).toBe(UNKNOWN_CLIENT);
    expect(chooseClientAddress(sources({}), 'none')).toBe(UNKNOWN_CLIENT);
  });

  it('reduces an IPv6 peer to its /64 and unmaps an IPv4-mapped one', () => {
    expect(chooseClientAddress(sources({ peer: '2001:db8:5:6::42' }), 'none')).toBe('2001:db8:5:6::/64');
    expect(chooseClientAddress(sources({ peer: '::ffff:127.0.0.1' }), 'none')).toBe('127.0.0.1');
  });
});

describe("chooseClientAddress with TRUSTED_PROXY 'vercel'", () => {
  it('takes X-Real-IP first, then the first X-Forwarded-For entry', () => {
    expect(chooseClientAddress(sources({ peer: '10.0.0.1', realIp: '203.0.113.9', forwardedFor: '198.51.100.1' }), 'vercel')).toBe(
      '203.0.113.9',
    );
    expect(chooseClientAddress(sources({ peer: '10.0.0.1', forwardedFor: '198.51.100.1, 10.0.0.2' }), 'vercel')).toBe('198.51.100.1');
    expect(chooseClientAddress(sources({ realIp: '2001:db8:7:8::1' }), 'vercel')).toBe('2001:db8:7:8::/64');
  });

  it('falls back to the next source when one is not an address, and to the shared key when none is', () => {
    expect(chooseClientAddress(sources({ realIp: 'garbage', forwardedFor: '198.51.100.1' }), 'vercel')).toBe('198.51.100.1');
    expect(chooseClientAddress(sources({ peer: '10.0.0.1' }), 'vercel')).toBe(UNKNOWN_CLIENT);
    expect(chooseClientAddress(sources({ forwardedFor: ' , ' }), 'vercel')).toBe(UNKNOWN_CLIENT);
  });
});

describe('chooseClientAddress with a number of proxy hops', () => {
  // The chain is X-Forwarded-For followed by the socket address; the client is `hops` entries from its right.
  const forwarded = '203.0.113.66, 198.51.100.5, 10.0.0.2';

  it('takes the entry that many hops from the right of the chain', () => {
    expect(chooseClientAddress(sources({ peer: '10.0.0.3', forwardedFor: forwarded }), 1)).toBe('10.0.0.2');
    expect(chooseClientAddress(sources({ peer: '10.0.0.3', forwardedFor: forwarded }), 2)).toBe('198.51.100.5');
    expect(chooseClientAddress(sources({ peer: '10.0.0.3', forwardedFor: forwarded }), 3)).toBe('203.0.113.66');
  });

  it('ignores entries a client put in front of what its proxy appended', () => {
    const spoofed = sources({ peer: '10.0.0.3', forwardedFor: '1.1.1.1, 2.2.2.2, 198.51.100.5' });
    expect(chooseClientAddress(spoofed, 1)).toBe('198.51.100.5');
  });

  it('takes the leftmost entry when there are more hops than entries', () => {
    expect(chooseClientAddress(sources({ peer: '10.0.0.3', forwardedFor: '198.51.100.5' }), 5)).toBe('198.51.100.5');
    expect(chooseClientAddress(sources({ peer: '10.0.0.3' }), 10)).toBe('10.0.0.3');
  });

  it('without a socket address, or with a hop that is no address, gives the shared key', () => {
    expect(chooseClientAddress(sources({ forwardedFor: forwarded }), 1)).toBe(UNKNOWN_CLIENT);
    expect(chooseClientAddress(sources({ peer: '10.0.0.3', forwardedFor: 'unknown' }), 1)).toBe(UNKNOWN_CLIENT);
  });

  it('reads IPv6 entries, bracketed or with ports', () => {
    const chain = sources({ peer: '::ffff:10.0.0.3', forwardedFor: '[2001:db8:9:9::5]:5555, 10.0.0.2:80' });
    expect(chooseClientAddress(chain, 1)).toBe('10.0.0.2');
    expect(chooseClientAddress(chain, 2)).toBe('2001:db8:9:9::/64');
  });
});

describe('clientAddress', () => {
  it("reads the peer header the server's hook sets, and by default nothing else", () => {
    const request = new Request('http://127.0.0.1/api/x', {
      headers: { [peerHeaderName()]: '198.51.100.4', 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2' },
    });
    expect(clientAddress(request)).toBe('198.51.100.4');
    expect(clientAddress(new Request('http://127.0.0.1/api/x', { headers: { 'x-forwarded-for': '203.0.113.1' } }))).toBe(UNKNOWN_CLIENT);
  });

  it('cannot be given a peer address under the header name a client would guess', () => {
    const request = new Request('http://127.0.0.1/api/x', { headers: { 'x-complia-peer': '203.0.113.1' } });
    expect(peerHeaderName()).toMatch(/^x-complia-peer-[0-9a-f]{32}$/);
    expect(clientAddress(request)).toBe(UNKNOWN_CLIENT);
  });
});
