/**
 * Response bodies under a byte limit (issue #28): read whole and decoded for PoliteFetch, or handed over as a
 * guarded web stream for PoliteStream. Reading stops (the reader is cancelled) as soon as the limit is passed.
 */
import { SourceFetchError } from '../types.ts';
import { cancelledError, describeNetworkError, formatSeconds, tooLargeError } from './fetch-errors.ts';

const noop = (): void => {};

/** Fails before reading when the declared `content-length` is over `limitBytes` (the body is cancelled). */
export function rejectDeclaredOversize(response: Response, limitBytes: number): void {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > limitBytes) {
    discardBody(response);
    throw tooLargeError(limitBytes);
  }
}

/** Lets the connection go without reading the body. */
export function discardBody(response: Response): void {
  response.body?.cancel().catch(noop);
}

/**
 * Reads a whole body of at most `limitBytes` bytes.
 * @throws SourceFetchError when it is larger; the signal's reason when `signal` aborts (the reader is cancelled).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  limitBytes: number,
  signal: AbortSignal,
  onBytes: (count: number) => void,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const onAbort = (): void => {
    reader.cancel(signal.reason).catch(noop);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      if (signal.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (signal.aborted) throw signal.reason;
      if (done) break;
      total += value.byteLength;
      onBytes(value.byteLength);
      if (total > limitBytes) {
        reader.cancel().catch(noop);
        throw tooLargeError(limitBytes);
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  return concat(chunks, total);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Decodes by the content-type's charset when TextDecoder knows it (latin1, windows-1252…), else as UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch (error) {
    if (!(error instanceof RangeError) || !charset) throw error;
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** How a handed-over body stream is guarded. */
export interface StreamGuard {
  /** Largest body accepted, in bytes; the stream errors with SourceFetchError past it. */
  limitBytes: number;
  /** Longest wait for the next chunk, in ms; the stream errors with 'timed out after N s without data'. */
  idleMs: number;
  /** The caller's signal: an abort errors the stream with 'poll cancelled'. */
  signal?: AbortSignal;
  onBytes(count: number): void;
  /** Called once when the stream ends, errors or is cancelled (the host's slot is given back). */
  onEnd(): void;
}

class IdleTimeout extends Error {}

function readWithin(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  ms: number,
): ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IdleTimeout()), ms);
  });
  return Promise.race([reader.read(), idle]).finally(() => clearTimeout(timer));
}

function streamError(error: unknown, guard: StreamGuard): SourceFetchError {
  if (guard.signal?.aborted) return cancelledError();
  if (error instanceof SourceFetchError) return error;
  if (error instanceof IdleTimeout)
    return new SourceFetchError(`timed out after ${formatSeconds(guard.idleMs)} without data`);
  return new SourceFetchError(describeNetworkError(error).message);
}

/** Wraps a body so that it errors past the byte limit, on a stalled read and on the caller's abort. */
export function guardStream(source: ReadableStream<Uint8Array>, guard: StreamGuard): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  let ended = false;
  const end = (): void => {
    if (ended) return;
    ended = true;
    guard.signal?.removeEventListener('abort', onAbort);
    guard.onEnd();
  };
  const onAbort = (): void => {
    reader.cancel(guard.signal?.reason).catch(noop);
    end();
  };
  guard.signal?.addEventListener('abort', onAbort, { once: true });
  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown): void => {
    reader.cancel(error).catch(noop);
    controller.error(streamError(error, guard));
    end();
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await readWithin(reader, guard.idleMs);
          if (guard.signal?.aborted) return fail(controller, guard.signal.reason);
          if (done) {
            controller.close();
            return end();
          }
          total += value.byteLength;
          guard.onBytes(value.byteLength);
          if (total > guard.limitBytes) return fail(controller, tooLargeError(guard.limitBytes));
          controller.enqueue(value);
        } catch (error) {
          fail(controller, error);
        }
      },
      async cancel(reason) {
        end();
        await reader.cancel(reason).catch(noop);
      },
    },
    { highWaterMark: 0 },
  );
}
