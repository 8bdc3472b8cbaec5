import type { Metadata } from 'next';
import { SupportLink, SupportTopic } from '@/components/help/support-topics';
import { PageIntro } from '@/components/site/page-intro';
import { getHelpSummaries } from '@/lib/content';
import { office } from '@/lib/marketing/content/office';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Support',
  description:
    'How to get help with Complia: the help center, your organization’s administrators, a conversation with our team, and your own server’s operator.',
  path: '/support',
});

export default function SupportPage() {
  const articles = getHelpSummaries();
  return (
    <>
      <PageIntro title="Support" lead="Most questions are answered in the help center. When they are not, here is who can help." />
      <div className="mx-auto grid max-w-5xl items-start gap-6 px-4 pb-16 sm:px-6 md:grid-cols-2 lg:px-8">
        <SupportTopic id="help-center" title="Read the help center">
          <p>Each screen of the product has an article: what it shows, what each button does and which roles may use it.</p>
          <ul className="list-disc space-y-1 pl-5">
            {articles.map((article) => (
              <li key={article.slug}>
                <SupportLink href={article.href}>{article.title}</SupportLink>
              </li>
            ))}
          </ul>
        </SupportTopic>
        <div className="space-y-6">
          <SupportTopic id="administrators" title="Ask an administrator of your organization">
            <p>
              Administrators invite colleagues, change roles, manage API keys and approve policies. If a button you need is missing, your
              role does not allow it: an administrator can do it or change your role in Settings › Team.
            </p>
            <p>
              Forgot your password? Ask for a reset link on the <SupportLink href="/findId">password reset page</SupportLink>. When your
              company signs in through its own sign-in provider, that provider resets passwords.
            </p>
          </SupportTopic>
          <SupportTopic id="talk-to-us" title="Talk to our team">
            <p>
              <SupportLink href="/book">Book a demo</SupportLink> to go through your compliance program, your frameworks or a plan with a
              compliance specialist. We reply to every request within 24 hours.
            </p>
            <p>
              Or write to <SupportLink href={`mailto:${office.email}`}>{office.email}</SupportLink>.
            </p>
          </SupportTopic>
          <SupportTopic id="own-server" title="Running Complia on your own server">
            <p>
              A self-hosted installation is run by your company’s operator, who holds its data, its configuration and its server log. The{' '}
              <SupportLink href="/help/self-hosting">self-hosting guide</SupportLink> covers configuration, databases, file storage and
              backups.
            </p>
          </SupportTopic>
          <SupportTopic id="policies" title="Privacy and terms">
            <p>
              How we handle your data is in the <SupportLink href="/privacy">Privacy Policy</SupportLink>; the rules of using the product
              are in the <SupportLink href="/terms">Terms of Service</SupportLink>.
            </p>
          </SupportTopic>
        </div>
      </div>
    </>
  );
}
