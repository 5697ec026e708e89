/**
 * A local OpenAI-compatible endpoint for tests (node:http on a free port): `POST /v1/chat/completions` answers
 * the documented `chat.completion` object, or OpenAI's error body (`{error: {message, type, param, code}}`), or
 * never answers (timeout cases). Every request is recorded. Point the app at it with
 * `OPENAI_BASE_URL: emulator.baseUrl` and `OPENAI_API_KEY: emulator.apiKey`.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface RecordedChatRequest {
  /** The `Authorization` header as sent. */
  authorization: string | undefined;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    temperature?: number;
    max_tokens?: number;
    [key: string]: unknown;
  };
}

/**
 * What the emulator does with the next requests:
 * - `answer`: 200 with `content` (a function receives the request body);
 * - `error`: `status` with OpenAI's error body (429 → `rate_limit_exceeded`, 5xx → `server_error`);
 * - `hang`: reads the request and never answers.
 */
export type EmulatorBehaviour =
  | { kind: 'answer'; content: string | ((body: RecordedChatRequest['body']) => string); delayMs?: number }
  | { kind: 'error'; status: number }
  | { kind: 'hang' };

export interface OpenAiEmulator {
  /** `http://127.0.0.1:<port>/v1`, the value of OPENAI_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  requests: RecordedChatRequest[];
  behaviour: EmulatorBehaviour;
  close(): Promise<void>;
}

const ERROR_BODIES: Record<number, { message: string; type: string; code: string | null }> = {
  400: { message: 'Invalid request.', type: 'invalid_request_error', code: null },
  401: { message: 'Incorrect API key provided: sk-****.', type: 'invalid_request_error', code: 'invalid_api_key' },
  404: { message: 'The model does not exist.', type: 'invalid_request_error', code: 'model_not_found' },
  429: {
    message: 'Rate limit reached for requests. Please try again in 20s.',
    type: 'requests',
    code: 'rate_limit_exceeded',
  },
};

function errorBody(status: number) {
  const known = ERROR_BODIES[status] ?? {
    message: 'The server had an error while processing your request. Sorry about that!',
    type: 'server_error',
    code: null,
  };
  return { error: { message: known.message, type: known.type, param: null, code: known.code } };
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${randomUUID().replaceAll('-', '')}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
    ],
    usage: { prompt_tokens: 100, completion_tokens: Math.ceil(content.length / 4), total_tokens: 0 },
    system_fingerprint: 'fp_emulator',
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': randomUUID() });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

export async function startOpenAiEmulator(
  options: { behaviour?: EmulatorBehaviour; apiKey?: string } = {},
): Promise<OpenAiEmulator> {
  const emulator: OpenAiEmulator = {
    baseUrl: '',
    apiKey: options.apiKey ?? 'sk-test-emulator-key',
    requests: [],
    behaviour: options.behaviour ?? { kind: 'answer', content: 'Hello from the emulator.' },
    close: async () => {},
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readJson(request);
      if (request.method !== 'POST' || request.url?.split('?')[0] !== '/v1/chat/completions') {
        send(response, 404, errorBody(404));
        return;
      }
      if (request.headers.authorization !== `Bearer ${emulator.apiKey}`) {
        send(response, 401, errorBody(401));
        return;
      }
      if (!body || typeof body !== 'object' || !Array.isArray((body as { messages?: unknown }).messages)) {
        send(response, 400, errorBody(400));
        return;
      }
      const recorded = body as RecordedChatRequest['body'];
      emulator.requests.push({ authorization: request.headers.authorization, body: recorded });
      const behaviour = emulator.behaviour;
      if (behaviour.kind === 'hang') return;
      if (behaviour.kind === 'error') {
        send(response, behaviour.status, errorBody(behaviour.status));
        return;
      }
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      const content = typeof behaviour.content === 'function' ? behaviour.content(recorded) : behaviour.content;
      send(response, 200, completion(String(recorded.model ?? 'gpt-4o-mini'), content));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('OpenAI emulator did not start');
  emulator.baseUrl = `http://127.0.0.1:${address.port}/v1`;
  emulator.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return emulator;
}
