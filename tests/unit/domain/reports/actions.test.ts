import { reportActionsFor, reportDownloadHref } from '@/lib/domain/reports/actions';
import { reportStatuses } from '@/lib/schemas/reports/records';

const admin = { canEdit: true, canDelete: true };
const member = { canEdit: true, canDelete: false };
const viewer = { canEdit: false, canDelete: false };

describe('reportActionsFor', () => {
  it('a Generating report offers Cancel and View Progress; a viewer may only watch it', () => {
    expect(reportActionsFor('generating', admin)).toEqual(['Cancel', 'View Progress']);
    expect(reportActionsFor('generating', member)).toEqual(['Cancel', 'View Progress']);
    expect(reportActionsFor('generating', viewer)).toEqual(['View Progress']);
  });

  it('a generated report is downloaded by anyone, and deleted by admins', () => {
    expect(reportActionsFor('generated', admin)).toEqual(['Download', 'Delete']);
    expect(reportActionsFor('generated', member)).toEqual(['Download']);
    expect(reportActionsFor('generated', viewer)).toEqual(['Download']);
  });

  it('a failed or cancelled report is retried by members and admins, and deleted by admins', () => {
    for (const status of ['failed', 'cancelled'] as const) {
      expect(reportActionsFor(status, admin)).toEqual(['Retry', 'Delete']);
      expect(reportActionsFor(status, member)).toEqual(['Retry']);
      expect(reportActionsFor(status, viewer)).toEqual([]);
    }
  });

  it('never offers a change to a viewer, nor Delete while a job runs', () => {
    for (const status of reportStatuses) {
      expect(reportActionsFor(status, viewer).filter((action) => action !== 'Download' && action !== 'View Progress')).toEqual([]);
    }
    expect(reportActionsFor('generating', admin)).not.toContain('Delete');
  });
});

describe('reportDownloadHref', () => {
  it('points at the download route with the id encoded', () => {
    expect(reportDownloadHref('4f1c6a52-0d6e-4b1a-9d1e-5a8f7c2b9e10')).toBe(
      '/manage/reports/4f1c6a52-0d6e-4b1a-9d1e-5a8f7c2b9e10/download',
    );
    expect(reportDownloadHref('a/b')).toBe('/manage/reports/a%2Fb/download');
  });
});
