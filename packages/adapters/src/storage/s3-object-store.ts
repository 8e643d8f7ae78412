import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import type { S3Settings } from '../config/config';
import { StartupError } from '../startup-error';
import {
  contentTypeOf,
  InvalidObjectName,
  STORED_NAME,
  type ObjectStore,
  type StoredObject,
  type StoredObjectInfo,
} from './object-store';

const statusOf = (error: unknown): number | undefined =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/**
 * Files in an S3 bucket (AWS, MinIO, any S3-compatible store), private: the API streams them
 * to whoever may see them, so the bucket never needs public access and no signed URL leaves.
 */
export class S3ObjectStore implements ObjectStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly logger?: Logger,
  ) {
    this.description = `S3 bucket ${settings.bucket} at ${this.where()}`;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default flexible checksums frame bodies as aws-chunked, which many
      // S3-compatible stores (s3rver, older MinIO) keep as part of the object: checksum only
      // where S3 requires it.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async verify(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new StartupError(this.explain(error));
    }
  }

  async putFile(name: string, localPath: string): Promise<void> {
    if (!STORED_NAME.test(name)) throw new InvalidObjectName(name);
    try {
      const { size } = await stat(localPath);
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: name,
          // Streamed from the scratch file: the image is never held whole in memory.
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentTypeOf(name),
        }),
      );
    } finally {
      await rm(localPath, { force: true });
    }
  }

  async stat(name: string): Promise<StoredObjectInfo | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      return { size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(name: string): Promise<StoredObject | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return {
        size: object.ContentLength ?? 0,
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<{ name: string; lastModified: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && STORED_NAME.test(object.Key)) {
          yield { name: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async remove(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
    } catch (error) {
      this.logger?.warn({ err: error, file: name }, 'an uploaded file could not be removed');
    }
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }

  private where(): string {
    return this.settings.endpoint ?? `AWS S3 (${this.settings.region})`;
  }

  /** One line an operator can act on. */
  private explain(error: unknown): string {
    const bucket = `S3 bucket "${this.settings.bucket}" at ${this.where()}`;
    const status = statusOf(error);
    if (status === 404) return `The ${bucket} does not exist: create it, or correct S3_BUCKET`;
    if (status === 401 || status === 403) {
      return `The ${bucket} refused the credentials: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the key's rights on the bucket`;
    }
    if (status === 301) {
      return `The ${bucket} is in another region than S3_REGION=${this.settings.region}`;
    }
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    if (code) return `The ${bucket} cannot be reached (${code}): check S3_ENDPOINT`;
    const message = error instanceof Error ? error.message : String(error);
    return `The ${bucket} cannot be used${status ? ` (HTTP ${status})` : ''}: ${message}`;
  }
}
