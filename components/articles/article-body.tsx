import './article-prose.css';

/** The article's body: HTML rendered from the repository's own Markdown at build time, so it is trusted. */
export function ArticleBody({ html }: { html: string }) {
  return <div className="article-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
