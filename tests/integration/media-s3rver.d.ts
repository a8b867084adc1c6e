// s3rver ships no types; the part the S3 storage test uses.
declare module 's3rver' {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
