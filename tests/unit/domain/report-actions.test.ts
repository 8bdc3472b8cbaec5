import { reportActionsFor } from '@/lib/domain/report-actions';

describe('reportActionsFor', () => {
  it('a Generating report offers Cancel and View Progress', () => {
    expect(reportActionsFor('generating')).toEqual(['Cancel', 'View Progress']);
  });

  it('a generated report can be viewed and downloaded', () => {
    expect(reportActionsFor('generated')).toEqual(['View', 'Download', 'Share']);
  });
});
