/** The AI model client shared by the help center and the e-mail assistant (ARCHITECTURE "AI"). */
export {
  type AiClient,
  type AiLogger,
  type AiSettings,
  type ChatAnswer,
  type ChatMessage,
  type ChatRequest,
  createAiClient,
  isAiConfigured,
  toAiError,
} from './ai-client.ts';
export { AI_MESSAGES, AiError, type AiFailureReason } from './ai-error.ts';
