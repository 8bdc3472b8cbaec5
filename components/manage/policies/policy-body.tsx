import './policy-prose.css';
import { renderPolicyMarkdown } from '@/lib/domain/policies/markdown';

/**
 * A policy's text. Members write it, so it goes through the policy renderer, which shows raw HTML as text and
 * keeps only safe links: what it returns is safe to insert.
 */
export function PolicyBody({ markdown }: { markdown: string }) {
  if (!markdown.trim()) return <p className="text-sm italic text-slate-600">This policy has no text yet.</p>;
  return <div className="policy-prose" dangerouslySetInnerHTML={{ __html: renderPolicyMarkdown(markdown) }} />;
}
