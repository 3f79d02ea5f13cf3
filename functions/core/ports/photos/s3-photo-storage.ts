// The photo store in AWS: a private S3 bucket, uploads by presigned POST (size and type enforced by the
// signed policy), reads by presigned GET.
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { PhotoStorage } from './photo-storage';

const uploadSeconds = 10 * 60;
const readSeconds = 60 * 60;

export const s3PhotoStorage = (bucket: string): PhotoStorage => {
  const s3 = new S3Client({});
  return {
    createUpload: async (key, contentType, maxBytes) => {
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
    readUrl: (key) =>
      getSignedUrl(s3, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: readSeconds }),
    exists: async (key) => {
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
