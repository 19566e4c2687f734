import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';

// file-type reads at most this many leading bytes to recognise a format.
const SNIFF_BYTES = 4100;

/**
 * Passes an upload through unchanged while counting it, hashing it and keeping its first bytes, so the type
 * can be recognised from the content once the stream has been stored, without holding the file in memory.
 */
export const createUploadInspector = () => {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let sizeBytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        const take = chunk.subarray(0, SNIFF_BYTES - headBytes);
        head.push(take);
        headBytes += take.length;
      }
      done(null, chunk);
    },
  });
  return {
    stream,
    /** Once the stream has ended. */
    result: async () => ({
      sizeBytes,
      sha256: hash.digest('hex'),
      // Loaded on the first upload, not at start-up (decision 053).
      contentType: (await (await import('file-type')).fileTypeFromBuffer(Buffer.concat(head)))?.mime,
    }),
  };
};
