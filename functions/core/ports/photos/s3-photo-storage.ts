// The photo store in AWS: a private S3 bucket, uploads by presigned POST (size and type enforced by the
// signed policy), reads by presigned GET. The S3 client and presigners are loaded on the first photo call,
// not at the jobs Lambda's cold start (docs/architecture.md "Lambda bundles").
import type { PhotoStorage } from './photo-storage';

const uploadSeconds = 10 * 60;
const readSeconds = 60 * 60;

const loadS3 = async () => {
  const [{ GetObjectCommand, HeadObjectCommand, S3Client }, { createPresignedPost }, { getSignedUrl }] =
    await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-presigned-post'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
  return { s3: new S3Client({}), GetObjectCommand, HeadObjectCommand, createPresignedPost, getSignedUrl };
};

export const s3PhotoStorage = (bucket: string): PhotoStorage => {
  let loaded: ReturnType<typeof loadS3> | undefined;
  const sdk = () => (loaded ??= loadS3());
  return {
    createUpload: async (key, contentType, maxBytes) => {
      const { s3, createPresignedPost } = await sdk();
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: bucket,
        Key: key,
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Fields: { 'Content-Type': contentType },
        Expires: uploadSeconds,
      });
      return { url, fields };
    },
    readUrl: async (key) => {
      const { s3, getSignedUrl, GetObjectCommand } = await sdk();
      return getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: readSeconds });
    },
    exists: async (key) => {
      const { s3, HeadObjectCommand } = await sdk();
      try {
        await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        // Without s3:ListBucket, S3 answers 403 rather than 404 for a key that is not there.
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (status === 404 || status === 403) return false;
        throw error;
      }
    },
  };
};
