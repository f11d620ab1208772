/** A multipart body of one file (field `file`), as the browser's upload sends it, for `app.inject`. */
export function fileUpload(name: string, bytes: Buffer, type: string) {
  const boundary = '----portal-test-file';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
