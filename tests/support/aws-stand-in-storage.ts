/**
 * The AWS stand-in's answers for S3 (REST-XML, path-style addressing on the endpoint URL) and CloudTrail
 * (awsJson1_1), shaped as the services document them: ListBuckets paged by max-buckets and continuation-token, each
 * bucket's public access block, default encryption and versioning (404 with S3's own code where the bucket has no
 * such configuration), and DescribeTrails with each trail's GetTrailStatus.
 */
export type StandInBucket = {
  name: string;
  /** The algorithm of the default encryption, or none configured. */
  encryption: 'AES256' | 'aws:kms' | 'none';
  /** All four settings of the public access block on, some of them off, or no block configured. */
  publicAccessBlock: 'full' | 'partial' | 'none';
  versioning: 'Enabled' | 'Suspended' | 'never';
};
export type StandInTrail = { name: string; homeRegion: string; multiRegion: boolean; logging: boolean; validation: boolean; kms: boolean };

type Reply<Body> = { status: number; body: Body };

const S3_NS = 'http://s3.amazonaws.com/doc/2006-03-01/';
const xmlReply = (status: number, body: string): Reply<string> => ({ status, body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}` });
const s3Error = (status: number, code: string, bucket: string) =>
  xmlReply(
    status,
    `<Error><Code>${code}</Code><Message>S3 says ${code}.</Message><BucketName>${bucket}</BucketName><RequestId>req-1</RequestId></Error>`,
  );

/** S3's answer to a GET of the endpoint (ListBuckets) or of a bucket with its sub-resource in the query. */
export function s3Answer(url: URL, buckets: StandInBucket[], region: string): Reply<string> {
  const name = decodeURIComponent(url.pathname.replace(/^\/+/, '').split('/')[0] ?? '');
  if (!name) {
    // Without max-buckets S3 lists every bucket on one page; with it, that many and a continuation token.
    const size = Number(url.searchParams.get('max-buckets') ?? buckets.length) || buckets.length;
    const start = Number(url.searchParams.get('continuation-token') ?? 0);
    const page = buckets.slice(start, start + size);
    const next = start + size < buckets.length ? `<ContinuationToken>${start + size}</ContinuationToken>` : '';
    const listed = page
      .map(
        (bucket) =>
          `<Bucket><Name>${bucket.name}</Name><CreationDate>2025-01-01T00:00:00.000Z</CreationDate><BucketRegion>${region}</BucketRegion></Bucket>`,
      )
      .join('');
    return xmlReply(
      200,
      `<ListAllMyBucketsResult xmlns="${S3_NS}"><Owner><ID>owner-1</ID></Owner><Buckets>${listed}</Buckets>${next}</ListAllMyBucketsResult>`,
    );
  }
  const bucket = buckets.find((candidate) => candidate.name === name);
  if (!bucket) return s3Error(404, 'NoSuchBucket', name);
  if (url.searchParams.has('publicAccessBlock')) {
    if (bucket.publicAccessBlock === 'none') return s3Error(404, 'NoSuchPublicAccessBlockConfiguration', name);
    const on = bucket.publicAccessBlock === 'full';
    return xmlReply(
      200,
      `<PublicAccessBlockConfiguration xmlns="${S3_NS}"><BlockPublicAcls>true</BlockPublicAcls><IgnorePublicAcls>true</IgnorePublicAcls>` +
        `<BlockPublicPolicy>${on}</BlockPublicPolicy><RestrictPublicBuckets>${on}</RestrictPublicBuckets></PublicAccessBlockConfiguration>`,
    );
  }
  if (url.searchParams.has('encryption')) {
    if (bucket.encryption === 'none') return s3Error(404, 'ServerSideEncryptionConfigurationNotFoundError', name);
    return xmlReply(
      200,
      `<ServerSideEncryptionConfiguration xmlns="${S3_NS}"><Rule><ApplyServerSideEncryptionByDefault><SSEAlgorithm>${bucket.encryption}</SSEAlgorithm>` +
        `</ApplyServerSideEncryptionByDefault><BucketKeyEnabled>false</BucketKeyEnabled></Rule></ServerSideEncryptionConfiguration>`,
    );
  }
  if (url.searchParams.has('versioning')) {
    const status = bucket.versioning === 'never' ? '' : `<Status>${bucket.versioning}</Status>`;
    return xmlReply(200, `<VersioningConfiguration xmlns="${S3_NS}">${status}</VersioningConfiguration>`);
  }
  return s3Error(400, 'NotImplemented', name);
}

const trailArn = (trail: StandInTrail) => `arn:aws:cloudtrail:${trail.homeRegion}:123456789012:trail/${trail.name}`;

/** CloudTrail's answer to DescribeTrails (every trail the region shows) or GetTrailStatus (by name or ARN). */
export function cloudTrailAnswer(action: string, body: string, trails: StandInTrail[], region: string): Reply<object> {
  if (action === 'DescribeTrails') {
    const shown = trails.filter((trail) => trail.multiRegion || trail.homeRegion === region);
    const trailList = shown.map((trail) => ({
      Name: trail.name,
      S3BucketName: `${trail.name}-logs`,
      IncludeGlobalServiceEvents: trail.multiRegion,
      IsMultiRegionTrail: trail.multiRegion,
      HomeRegion: trail.homeRegion,
      TrailARN: trailArn(trail),
      LogFileValidationEnabled: trail.validation,
      ...(trail.kms ? { KmsKeyId: `arn:aws:kms:${trail.homeRegion}:123456789012:key/trail-key` } : {}),
      HasCustomEventSelectors: false,
      HasInsightSelectors: false,
      IsOrganizationTrail: false,
    }));
    return { status: 200, body: { trailList } };
  }
  if (action === 'GetTrailStatus') {
    const { Name } = JSON.parse(body || '{}') as { Name?: string };
    const trail = trails.find((candidate) => candidate.name === Name || trailArn(candidate) === Name);
    if (!trail) return { status: 400, body: { __type: 'TrailNotFoundException', message: `Unknown trail: ${Name}.` } };
    return { status: 200, body: { IsLogging: trail.logging, LatestDeliveryTime: 1_795_000_000 } };
  }
  return { status: 400, body: { __type: 'UnknownOperationException', message: `Unknown ${action}.` } };
}
