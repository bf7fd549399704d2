export interface FilePart {
  field?: string;
  filename: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body for `inject`, with as many file parts as a test needs. */
export function multipartBody(parts: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mobilo${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
