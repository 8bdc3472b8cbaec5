// tsx scripts/bench-stand-ins.ts: serves the large tenants the daily check run of `npm run bench -- --large` reads,
// on loopback through the test stand-ins (tests/support): a GitHub organization of 500 repositories with their
// branch protection (100 a page, as GitHub lists them), a Google Workspace directory of 2,000 users and an AWS account
// of 1,000 resources across the kinds its checks read (S3 buckets and CloudTrail trails among them). Prints one JSON line with their base URLs and runs until stdin closes, in a process of its
// own so that serving them counts in neither the job's time nor its memory.
import { manyUsers, startGoogleStandIn, ADMIN_EMAIL } from '../tests/support/google-workspace-stand-in';
import { GOOD_TOKEN, startGithubStandIn } from '../tests/support/github-stand-in';
import { startAwsStandIn } from '../tests/support/aws-stand-in';
import { largeAwsAccount, largeGithubOrganization } from './bench-background/large-tenants';

async function main() {
  const [github, google, aws] = await Promise.all([startGithubStandIn(), startGoogleStandIn(), startAwsStandIn()]);
  github.set({ answers: largeGithubOrganization(500) });
  // Google's Directory API lists at most 500 users a page.
  google.set({ users: manyUsers(2000), pageSize: 500 });
  aws.set(largeAwsAccount(1000));
  console.log(
    JSON.stringify({
      github: { url: github.url, organization: 'acme-corp', token: GOOD_TOKEN },
      google: { url: google.url, adminEmail: ADMIN_EMAIL, serviceAccountKey: google.serviceAccountKey },
      aws: { url: aws.url },
    }),
  );
  process.stdin.resume();
  process.stdin.on('end', () => void Promise.all([github.close(), google.close(), aws.close()]).then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
