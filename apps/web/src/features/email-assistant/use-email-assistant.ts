import type { GeneratedEmail } from '@agencyscout/contracts';
import { useCallback, useState } from 'react';
import { fetchGeneratedEmail, notifyGenerationFailure } from './api.ts';

export type AssistantPhase = 'prompt' | 'loading' | 'result';

export interface EmailAssistantState {
  phase: AssistantPhase;
  information: string;
  setInformation(value: string): void;
  result: GeneratedEmail | null;
  /** The user's value per placeholder name ('Missing Information:'). */
  values: Record<string, string>;
  setValue(name: string, value: string): void;
  generate(): Promise<void>;
}

/**
 * The e-mail assistant's states (prospecting-core §4 'Email assistant': initial prompt, loading, result with
 * placeholders; on failure a snackbar and the prompt stays). A failure returns to the phase it started from, so
 * a draft on screen is never lost by asking again. Kept by the lead's button, so closing the dialog keeps it.
 */
export function useEmailAssistant(leadId: number): EmailAssistantState {
  const [phase, setPhase] = useState<AssistantPhase>('prompt');
  const [information, setInformation] = useState('');
  const [result, setResult] = useState<GeneratedEmail | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});

  const generate = useCallback(async () => {
    const startedFrom = result ? 'result' : 'prompt';
    setPhase('loading');
    try {
      const email = await fetchGeneratedEmail(leadId, information);
      setResult(email);
      setValues({});
      setPhase('result');
    } catch (error) {
      notifyGenerationFailure(error);
      setPhase(startedFrom);
    }
  }, [leadId, information, result]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  return { phase, information, setInformation, result, values, setValue, generate };
}
