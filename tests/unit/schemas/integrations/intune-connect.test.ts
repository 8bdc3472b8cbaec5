import { fieldErrorsOf } from '@/lib/schemas/form-state';
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';
import { intuneReleases } from '@/lib/schemas/integrations/intune-releases';

const valid = {
  tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
  clientId: '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10',
  clientSecret: 'Qx8~abcdefghijklmnopqrstuvwxyz0123456789',
};
const errorsOf = (input: Record<string, unknown>) => {
  const parsed = intuneConnectSchema.safeParse({ ...valid, ...input });
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('intuneConnectSchema', () => {
  it('keeps the oldest release each vendor still updates as the minimum when none is chosen', () => {
    expect(intuneConnectSchema.parse(valid)).toMatchObject({
      minimumWindows: '10.0.19045',
      minimumMacos: '14.0',
      minimumIos: '17.0',
      minimumAndroid: '13',
    });
  });

  it('takes a listed release of each vendor as its minimum', () => {
    expect(
      intuneConnectSchema.parse({
        ...valid,
        minimumWindows: '10.0.22631',
        minimumMacos: ' 13.0 ',
        minimumIos: '18.0',
        minimumAndroid: '15',
      }),
    ).toMatchObject({ minimumWindows: '10.0.22631', minimumMacos: '13.0', minimumIos: '18.0', minimumAndroid: '15' });
  });

  it('refuses a release the vendor never shipped, another vendor’s release and an empty choice, naming the platform', () => {
    expect(errorsOf({ minimumWindows: '10.0.99999', minimumMacos: '17', minimumIos: '13', minimumAndroid: '' })).toEqual({
      minimumWindows: 'Choose one of the listed Windows releases as the minimum.',
      minimumMacos: 'Choose one of the listed macOS releases as the minimum.',
      minimumIos: 'Choose one of the listed iOS and iPadOS releases as the minimum.',
      minimumAndroid: 'Choose one of the listed Android releases as the minimum.',
    });
    expect(errorsOf({ minimumMacos: 14 })).toEqual({ minimumMacos: 'Choose one of the listed macOS releases as the minimum.' });
  });

  it('lists each default among its vendor’s releases', () => {
    for (const { default: fallback, releases } of Object.values(intuneReleases)) {
      expect(releases.map((release) => release.version)).toContain(fallback);
    }
  });
});
