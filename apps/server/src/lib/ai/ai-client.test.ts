import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/helpers/openai-emulator.ts';
import { loadConfig } from '../../config.ts';
import { type AiSettings, createAiClient, isAiConfigured } from './ai-client.ts';
import { AiError } from './ai-error.ts';

const messages = [{ role: 'user' as const, content: 'Say hello' }];

function settingsFor(emulator: OpenAiEmulator, apiKey = emulator.apiKey): AiSettings {
  return { apiKey, baseUrl: emulator.baseUrl, model: 'gpt-4o-mini', timeoutMs: 60_000 };
}

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('AI settings', () => {
  it('defaults to gpt-4o-mini, 60 s and no key', () => {
    const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32) }, { dotenv: false });
    expect(config.ai).toEqual({ apiKey: null, baseUrl: null, model: 'gpt-4o-mini', timeoutMs: 60_000 });
    expect(isAiConfigured(config.ai)).toBe(false);
  });

  it('reads the key, endpoint, model and timeout', () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        APP_SECRET: 'x'.repeat(32),
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: 'http://127.0.0.1:9/v1/',
        OPENAI_MODEL: 'llama3',
        OPENAI_TIMEOUT_SECONDS: '0.5',
      },
      { dotenv: false },
    );
    expect(config.ai).toEqual({ apiKey: 'sk-1', baseUrl: 'http://127.0.0.1:9/v1', model: 'llama3', timeoutMs: 500 });
    expect(isAiConfigured(config.ai)).toBe(true);
  });

  it('refuses an endpoint that is not a URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), OPENAI_BASE_URL: 'nope' }, { dotenv: false }),
    ).toThrow(/OPENAI_BASE_URL/);
  });
});

describe('AI client against the OpenAI emulator', () => {
  let emulator: OpenAiEmulator;
  beforeAll(async () => {
    emulator = await startOpenAiEmulator();
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('sends the model, messages and key, and answers choices[0].message.content', async () => {
    emulator.behaviour = { kind: 'answer', content: '  Hello there.  ' };
    const client = createAiClient(settingsFor(emulator));
    const answer = await client.chat({ messages, temperature: 0.4, maxTokens: 300 });
    expect(answer).toEqual({ content: 'Hello there.', model: 'gpt-4o-mini' });
    const last = emulator.requests.at(-1);
    expect(last?.authorization).toBe(`Bearer ${emulator.apiKey}`);
    expect(last?.body).toMatchObject({ model: 'gpt-4o-mini', messages, temperature: 0.4, max_tokens: 300 });
  });

  it('throws not_configured without a key, and calls nothing', async () => {
    const before = emulator.requests.length;
    const client = createAiClient({ ...settingsFor(emulator), apiKey: null });
    expect(client.configured).toBe(false);
    expect((await failure(client.chat({ messages }))).reason).toBe('not_configured');
    expect(emulator.requests.length).toBe(before);
  });

  it.each([
    [500, 'upstream', 502],
    [503, 'upstream', 502],
    [429, 'rate_limited', 503],
  ])('maps a %i answer to %s, once (no retries)', async (status, reason, httpStatus) => {
    emulator.behaviour = { kind: 'error', status };
    const before = emulator.requests.length;
    const logged: object[] = [];
    const client = createAiClient(settingsFor(emulator), { logger: { warn: (details) => logged.push(details) } });
    const error = await failure(client.chat({ messages }));
    expect(error).toMatchObject({ reason, upstreamStatus: status, statusCode: httpStatus });
    expect(emulator.requests.length).toBe(before + 1);
    expect(JSON.stringify(logged)).not.toContain(emulator.apiKey);
    expect(JSON.stringify(logged)).not.toContain('Say hello');
  });

  it('maps a wrong key (401) to upstream without echoing the provider text', async () => {
    emulator.behaviour = { kind: 'answer', content: 'x' };
    const error = await failure(createAiClient(settingsFor(emulator, 'sk-wrong')).chat({ messages }));
    expect(error).toMatchObject({ reason: 'upstream', upstreamStatus: 401 });
    expect(error.message).not.toMatch(/sk-/);
  });

  it('times out a model that never answers', async () => {
    emulator.behaviour = { kind: 'hang' };
    const client = createAiClient(settingsFor(emulator), { timeoutMs: 300 });
    const startedAt = Date.now();
    const error = await failure(client.chat({ messages }));
    expect(error).toMatchObject({ reason: 'timeout', statusCode: 504, code: 'AI_TIMEOUT' });
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it('treats an empty answer as a failure', async () => {
    emulator.behaviour = { kind: 'answer', content: '   ' };
    expect((await failure(createAiClient(settingsFor(emulator)).chat({ messages }))).reason).toBe('empty');
  });

  it('maps a closed port to unreachable', async () => {
    const client = createAiClient({ ...settingsFor(emulator), baseUrl: 'http://127.0.0.1:9/v1' });
    expect((await failure(client.chat({ messages }))).reason).toBe('unreachable');
  });
});
