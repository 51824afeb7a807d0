import fs from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { PHOTO_FILE } from '../../../shared/menu/photos';

/** Where resized photos live: a folder on the data volume, or an S3-compatible bucket. Names are content hashes. */
export interface PhotoStore {
  put(name: string, data: Buffer): Promise<void>;
  /** null when there is no such photo */
  get(name: string): Promise<Buffer | null>;
}

// every name is checked again here, so no caller can reach outside the folder or the prefix
function checkedName(name: string): string {
  if (!PHOTO_FILE.test(name)) throw new Error(`not a photo name: ${JSON.stringify(name)}`);
  return name;
}

export function diskPhotoStore(dir: string): PhotoStore {
  const root = path.resolve(dir);
  const fileOf = (name: string) => path.join(root, checkedName(name));
  return {
    async put(name, data) {
      await fs.mkdir(root, { recursive: true });
      const file = fileOf(name);
      // written whole, then renamed: a reader never sees half a file
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, data);
      await fs.rename(temp, file);
    },
    async get(name) {
      try {
        return await fs.readFile(fileOf(name));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function s3PhotoStore(s3: Extract<Config['media'], { kind: 's3' }>): PhotoStore {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
    // plain PUTs: some S3-compatible stores refuse the SDK's newer checksum trailers
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `${s3.prefix}${checkedName(name)}`;
  return {
    async put(name, data) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key(name), Body: data, ContentType: 'image/webp' }));
    },
    async get(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key(name) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
  };
}

export function createPhotoStore(config: Pick<Config, 'media'>): PhotoStore {
  return config.media.kind === 's3' ? s3PhotoStore(config.media) : diskPhotoStore(config.media.dir);
}
