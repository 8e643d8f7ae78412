import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config/config';

/** An S3-compatible server the tests may create buckets on. */
export interface S3TestServer {
  readonly endpoint: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Where it came from: the environment, a MinIO container, or s3rver in this process. */
  readonly source: string;
  /** A new empty bucket, and the settings an S3ObjectStore needs for it. */
  createBucket(): Promise<S3Settings>;
  /** The names in a bucket, to see what a request left behind. */
  listObjects(bucket: string): Promise<string[]>;
  stop(): Promise<void>;
}

/** s3rver's one account. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

function serverOn(
  endpoint: string,
  credentials: S3TestServer['credentials'],
  source: string,
  stop: () => Promise<void>,
): S3TestServer {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });
  return {
    endpoint,
    credentials,
    source,
    async createBucket() {
      const bucket = `test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { endpoint, bucket, region: 'us-east-1', credentials, forcePathStyle: true };
    },
    async listObjects(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async stop() {
      client.destroy();
      await stop();
    },
  };
}

/** s3rver on a free local port, its files in a folder of its own. */
export async function startS3rver(why = ''): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'workshop-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return serverOn(`http://127.0.0.1:${port}`, S3RVER_KEYS, `s3rver${why}`, async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
}

/**
 * The environment's S3 first (TEST_S3_ENDPOINT with TEST_S3_ACCESS_KEY_ID and
 * TEST_S3_SECRET_ACCESS_KEY), then the real MinIO in a container where a container runtime
 * exists, then s3rver, which runs anywhere Node does (these machines have no container engine).
 */
export async function startS3(): Promise<S3TestServer> {
  const endpoint = process.env['TEST_S3_ENDPOINT'];
  if (endpoint) {
    const credentials = {
      accessKeyId: process.env['TEST_S3_ACCESS_KEY_ID'] ?? '',
      secretAccessKey: process.env['TEST_S3_SECRET_ACCESS_KEY'] ?? '',
    };
    return serverOn(endpoint, credentials, 'environment', () => Promise.resolve());
  }
  try {
    const { MinioContainer } = await import('@testcontainers/minio');
    const container = await new MinioContainer('minio/minio:RELEASE.2025-04-22T22-12-26Z').start();
    return serverOn(
      container.getConnectionUrl(),
      { accessKeyId: container.getUsername(), secretAccessKey: container.getPassword() },
      'MinIO (testcontainers)',
      async () => {
        await container.stop();
      },
    );
  } catch (error) {
    // No container runtime here: testcontainers says so within milliseconds.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return startS3rver(` (no MinIO: ${reason})`);
  }
}
