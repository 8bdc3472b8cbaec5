import { EXPIRY_WARNING_DAYS, expiresInLabel, expiresSoonIn, lastExpiryDayFlagged } from '@/lib/domain/evidence/expiry';

const TODAY = '2026-11-25';

describe('expiresSoonIn', () => {
  it('flags evidence expiring within 14 days with the days left, today and the 14th day included', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(14);
    expect(expiresSoonIn('2026-11-25', TODAY)).toBe(0);
    expect(expiresSoonIn('2026-11-26', TODAY)).toBe(1);
    expect(expiresSoonIn('2026-11-30', TODAY)).toBe(5);
    expect(expiresSoonIn('2026-12-09', TODAY)).toBe(14);
  });

  it('leaves later expiries, expired evidence and evidence that never expires unflagged', () => {
    expect(expiresSoonIn('2026-12-10', TODAY)).toBeNull(); // 15 days
    expect(expiresSoonIn('2027-11-25', TODAY)).toBeNull();
    expect(expiresSoonIn('2026-11-24', TODAY)).toBeNull(); // expired yesterday: it shows Expired instead
    expect(expiresSoonIn('2020-01-01', TODAY)).toBeNull();
    expect(expiresSoonIn(null, TODAY)).toBeNull();
  });

  it('counts calendar days across a month, a year and a leap day', () => {
    expect(expiresSoonIn('2027-01-07', '2026-12-24')).toBe(14);
    expect(expiresSoonIn('2027-01-08', '2026-12-24')).toBeNull();
    expect(expiresSoonIn('2028-03-01', '2028-02-28')).toBe(2);
  });
});

describe('lastExpiryDayFlagged', () => {
  it('is 14 days after today, the bound the queries use, and agrees with expiresSoonIn', () => {
    expect(lastExpiryDayFlagged(TODAY)).toBe('2026-12-09');
    expect(lastExpiryDayFlagged('2026-12-24')).toBe('2027-01-07');
    expect(lastExpiryDayFlagged('2028-02-20')).toBe('2028-03-05');
    for (const today of ['2026-01-31', '2026-02-20', '2028-02-20', '2026-12-31']) {
      const last = lastExpiryDayFlagged(today);
      expect(expiresSoonIn(last, today)).toBe(EXPIRY_WARNING_DAYS);
      const after = new Date(`${last}T00:00:00Z`);
      after.setUTCDate(after.getUTCDate() + 1);
      expect(expiresSoonIn(after.toISOString().slice(0, 10), today)).toBeNull();
    }
  });
});

describe('expiresInLabel', () => {
  it('says how long is left in words', () => {
    expect(expiresInLabel(0)).toBe('Expires today');
    expect(expiresInLabel(1)).toBe('Expires in 1 day');
    expect(expiresInLabel(5)).toBe('Expires in 5 days');
    expect(expiresInLabel(14)).toBe('Expires in 14 days');
  });
});
