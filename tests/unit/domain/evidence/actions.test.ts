import { downloadHref, evidenceFilePath, evidencePath, evidenceRowActions, panelOf, readPanel } from '@/lib/domain/evidence/actions';
import { evidenceStatuses } from '@/lib/schemas/evidence/records';

describe('evidenceRowActions', () => {
  it('offers editors every action of the status', () => {
    expect(evidenceRowActions('verified', false, true)).toEqual(['View', 'Download', 'Archive']);
    expect(evidenceRowActions('pending', false, true)).toEqual(['View', 'Review', 'Edit']);
    expect(evidenceRowActions('failed', false, true)).toEqual(['View', 'Retry', 'Replace']);
  });

  it('offers all seven row actions across the statuses', () => {
    expect(new Set(evidenceStatuses.flatMap((status) => evidenceRowActions(status, false, true)))).toEqual(
      new Set(['View', 'Download', 'Archive', 'Review', 'Edit', 'Retry', 'Replace']),
    );
  });

  it('offers viewers only the actions that look at an item, and an archived item only View and Download', () => {
    expect(evidenceRowActions('verified', false, false)).toEqual(['View', 'Download']);
    expect(evidenceRowActions('pending', false, false)).toEqual(['View']);
    expect(evidenceRowActions('failed', false, false)).toEqual(['View']);
    for (const status of evidenceStatuses) expect(evidenceRowActions(status, true, true)).toEqual(['View', 'Download']);
  });
});

describe('where the actions lead', () => {
  const id = '5b0c6a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21';

  it('downloads one file directly and several through the page’s file list', () => {
    expect(downloadHref(id, [{ id: 'f1', name: 'a.pdf', size: 1 }])).toBe(`/manage/evidence/${id}/files/f1`);
    expect(
      downloadHref(id, [
        { id: 'f1', name: 'a.pdf', size: 1 },
        { id: 'f2', name: 'b.pdf', size: 1 },
      ]),
    ).toBe(`/manage/evidence/${id}#files`);
    expect(evidenceFilePath(id, 'f9')).toBe(`/manage/evidence/${id}/files/f9`);
  });

  it('opens Review, Edit, Retry and Replace as panels of the view page, and reads only those back', () => {
    expect(panelOf('Review')).toBe('review');
    expect(panelOf('Replace')).toBe('replace');
    expect(panelOf('View')).toBeNull();
    expect(panelOf('Archive')).toBeNull();
    expect(evidencePath(id, 'retry')).toBe(`/manage/evidence/${id}?panel=retry`);
    expect(evidencePath(id)).toBe(`/manage/evidence/${id}`);
    expect(readPanel('edit')).toBe('edit');
    expect(readPanel(['review', 'edit'])).toBe('review');
    expect(readPanel('archive')).toBeNull();
    expect(readPanel(undefined)).toBeNull();
  });
});
