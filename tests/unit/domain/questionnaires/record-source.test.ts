import { citedRecord, sourceOf } from '@/lib/domain/questionnaires/record-source';
import type { KnowledgeDocument } from '@/lib/domain/questionnaires';

const section = (number: number, text: string): KnowledgeDocument => ({
  id: 'policy-access',
  type: 'policy',
  label: `Access Control Policy v2.0 § ${number}`,
  version: 'v2.0',
  title: 'Access Control Policy',
  text,
});
const first = section(1, 'Access is granted on a need to know basis.');
const second = section(2, 'Access is reviewed every quarter.');

describe('how an answer cites a record', () => {
  it('cites a record by its kind, id, label and version', () => {
    expect(sourceOf(second)).toEqual({ type: 'policy', id: 'policy-access', label: 'Access Control Policy v2.0 § 2', version: 'v2.0' });
    expect(sourceOf({ ...second, version: undefined })).not.toHaveProperty('version');
  });

  it('finds the very section a source cites, though the sections of a policy share its id', () => {
    expect(citedRecord([first, second], sourceOf(second))).toBe(second);
    expect(citedRecord([first], sourceOf(second))).toBeUndefined();
  });
});
