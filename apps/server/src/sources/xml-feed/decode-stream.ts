/**
 * Bytes of a streamed XML document → text, chunk by chunk, without holding the document: a multi-byte character
 * split between two chunks is decoded once both halves have arrived (TextDecoder in streaming mode).
 */

type Decoder = InstanceType<typeof TextDecoder>;

/** Bytes looked at before the decoder is chosen (BOM and XML declaration). */
const SNIFF_BYTES = 256;

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * The decoder for a document: its byte-order mark, else the encoding its XML declaration names
 * (`<?xml version="1.0" encoding="ISO-8859-1"?>`), else UTF-8. A BOM is not passed on as text.
 */
export function decoderFor(head: Uint8Array): Decoder {
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be');
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le');
  const ascii = new TextDecoder('latin1').decode(head.subarray(0, SNIFF_BYTES));
  const declared = /^(?:\u00ef\u00bb\u00bf)?\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(
    ascii,
  )?.[1];
  try {
    // A declaration readable as ASCII cannot be UTF-16, whatever it says.
    return new TextDecoder(declared && !/^utf-?16/i.test(declared) ? declared : 'utf-8');
  } catch {
    return new TextDecoder('utf-8');
  }
}

/**
 * Reads a byte stream as text chunks. Stopping early (an exception in the consumer, `break`) cancels the stream,
 * so that the rest of a large feed is not downloaded.
 * @throws the stream's own error, or the signal's reason once it is aborted.
 */
export async function* decodeStream(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string> {
  const reader = body.getReader();
  let finished = false;
  try {
    let decoder: Decoder | null = null;
    let head: Uint8Array[] = [];
    let headLength = 0;
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      if (done) break;
      if (decoder) {
        const text = decoder.decode(value, { stream: true });
        if (text) yield text;
        continue;
      }
      head.push(value);
      headLength += value.length;
      if (headLength < SNIFF_BYTES) continue;
      const bytes = concat(head);
      head = [];
      decoder = decoderFor(bytes);
      yield decoder.decode(bytes, { stream: true });
    }
    if (!decoder) {
      const bytes = concat(head);
      decoder = decoderFor(bytes);
      yield decoder.decode(bytes, { stream: true });
    }
    const rest = decoder.decode();
    if (rest) yield rest;
    finished = true;
  } finally {
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}
