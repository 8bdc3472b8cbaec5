import { PageIntro } from '@/components/site/page-intro';

export default function HomePage() {
  return <PageIntro title="Compliance automation for regulated industries" lead="Know which frameworks apply to you and get compliant in days, not months." />;
}
