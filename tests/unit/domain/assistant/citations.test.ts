import { citedSentences, mergeToolRecords } from '@/lib/domain/assistant/citations';
import type { AssistantToolRecord } from '@/lib/schemas/assistant';

const control: AssistantToolRecord = {
  ref: 'control:AC-03',
  kind: 'control',
  id: 'AC-03',
  label: 'AC-03 Access reviews',
  href: '/manage/frameworkManage',
};
const policy: AssistantToolRecord = {
  ref: 'policy:7d1c0e52-0000-4000-8000-000000000001',
  kind: 'policy',
  id: '7d1c0e52-0000-4000-8000-000000000001',
  label: 'Access Control Policy',
  href: '/manage/policies/7d1c0e52-0000-4000-8000-000000000001',
};

describe('citedSentences', () => {
  it('splits the text into sentences and keeps the markers written after each with it', () => {
    const { sentences, supported } = citedSentences(
      `CC6.1 asks for access reviews. [[control:AC-03]] Your policy covers them! [[${policy.ref}]]`,
      [control, policy],
    );
    expect(sentences).toEqual([
      { text: 'CC6.1 asks for access reviews.', citations: [control] },
      { text: 'Your policy covers them!', citations: [policy] },
    ]);
    expect(supported).toBe(true);
  });

  it('reads a marker written before the closing punctuation and closes the gap it leaves', () => {
    const { sentences } = citedSentences('Access is reviewed quarterly [[control:AC-03]].', [control]);
    expect(sentences).toEqual([{ text: 'Access is reviewed quarterly.', citations: [control] }]);
  });

  it('keeps several citations of one sentence, each record once', () => {
    const { sentences } = citedSentences(`Both apply. [[control:AC-03]][[${policy.ref}]] [[control:AC-03]]`, [control, policy]);
    expect(sentences).toEqual([{ text: 'Both apply.', citations: [control, policy] }]);
  });

  it('drops a ref no tool returned, so an invented record is never shown, and flags the sentence unsupported', () => {
    const { sentences, supported } = citedSentences('CC6.1 is met. [[control:AC-99]] Reviews are quarterly. [[control:AC-03]]', [control]);
    expect(sentences).toEqual([
      { text: 'CC6.1 is met.', citations: [] },
      { text: 'Reviews are quarterly.', citations: [control] },
    ]);
    expect(supported).toBe(false);
  });

  it('flags a claim written without any marker as unsupported', () => {
    const { sentences, supported } = citedSentences('Your organization passed its last audit.', [control]);
    expect(sentences).toEqual([{ text: 'Your organization passed its last audit.', citations: [] }]);
    expect(supported).toBe(false);
  });

  it('does not split inside a requirement id or a version number', () => {
    const { sentences } = citedSentences('CC6.1 needs version 1.2 of the policy. [[control:AC-03]]', [control]);
    expect(sentences.map((sentence) => sentence.text)).toEqual(['CC6.1 needs version 1.2 of the policy.']);
  });

  it('treats each line as its own sentence, list items included', () => {
    const { sentences } = citedSentences('What is missing:\n- an owner [[control:AC-03]]\n- a policy', [control]);
    expect(sentences).toEqual([
      { text: 'What is missing:', citations: [] },
      { text: '- an owner', citations: [control] },
      { text: '- a policy', citations: [] },
    ]);
  });

  it('answers no sentence, and no support, for an empty text or markers alone', () => {
    expect(citedSentences('', [control])).toEqual({ sentences: [], supported: false });
    expect(citedSentences('  [[control:AC-03]]  ', [control])).toEqual({ sentences: [], supported: false });
  });

  it('cites nothing when no record was returned at all', () => {
    expect(citedSentences('It is fine. [[control:AC-03]]', [])).toEqual({
      sentences: [{ text: 'It is fine.', citations: [] }],
      supported: false,
    });
  });
});

describe('mergeToolRecords', () => {
  it('joins the records of several turns, each ref once, the latest kept', () => {
    const renamed = { ...control, label: 'AC-03 Quarterly access reviews' };
    expect(mergeToolRecords([control, policy], [renamed])).toEqual([renamed, policy]);
  });
});
