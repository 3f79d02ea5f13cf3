// Job completion photos: a private, encrypted, TLS-only bucket the browser uploads to directly with a
// presigned POST (so only POST from the site's origin is allowed by CORS), read back by presigned GET.
// Photos are customer records, so the bucket outlives the stack.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface PhotosProps {
  siteUrl: string;
  logsBucket: IBucket;
}

export class Photos extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, { siteUrl, logsBucket }: PhotosProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: logsBucket,
      serverAccessLogsPrefix: 'photos-bucket/',
      cors: [
        {
          allowedOrigins: [siteUrl],
          allowedMethods: [HttpMethods.POST],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
      // An upload form that was never finished leaves nothing behind for long.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
  }
}
