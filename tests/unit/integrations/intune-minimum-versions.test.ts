import { DEFAULT_MINIMUM_VERSIONS, minimumVersionsOf } from '@/lib/integrations/intune/profile';

describe('minimumVersionsOf', () => {
  it('reads the minimum releases a connection was made with', () => {
    expect(minimumVersionsOf({ minimumWindows: '10.0.26100', minimumMacos: '15.0', minimumIos: '18.0', minimumAndroid: '14' })).toEqual({
      Windows: '10.0.26100',
      macOS: '15.0',
      iOS: '18.0',
      Android: '14',
    });
  });

  it('keeps the defaults for a connection made before minimums were chosen, and for a release no vendor shipped', () => {
    expect(minimumVersionsOf({ tenantId: 'acme.onmicrosoft.com' })).toEqual(DEFAULT_MINIMUM_VERSIONS);
    expect(minimumVersionsOf({ minimumMacos: '99.0', minimumAndroid: '15' })).toEqual({ ...DEFAULT_MINIMUM_VERSIONS, Android: '15' });
    expect(DEFAULT_MINIMUM_VERSIONS).toEqual({ Windows: '10.0.19045', macOS: '14.0', iOS: '17.0', Android: '13' });
  });
});
