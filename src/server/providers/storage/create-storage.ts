import path from "node:path";
import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { StorageProvider } from "./storage-provider";

export function createStorage(config: Config): StorageProvider {
  if (config.S3_BUCKET && config.S3_REGION) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createDiskStorage(path.join(config.dataDir, "storage"));
}
