// The benchmark's --model option: with the assistant's model configured (ASSISTANT_* in the environment), the demo
// organization turns the assistant on, so its questionnaire answers are written by the model from the retrieved
// records; without --model the assistant stays off and the answerer without a model is measured, whatever is set.
import { assistantModelInfo } from '@/lib/ai';
import type { Db } from '@/lib/db/client';
import { assistantSettings } from '@/lib/db/schema';
import { MODEL_ANSWER_NOTE, WITHHELD_NOTE } from '@/lib/domain/questionnaires/model-check';
import type { Suggestion } from '@/lib/domain/questionnaires';
import { stop } from './embedded-data-folder';

/** Requests enough for any questionnaire the benchmark sends, in batches of fifteen questions. */
const BENCH_DAILY_REQUESTS = 10_000;

/** Sets the organization's assistant on (--model) or off, and names the answerer measured. */
export async function chooseAnswerer(db: Db, organizationId: string, withModel: boolean): Promise<string> {
  const info = assistantModelInfo();
  if (withModel && !info)
    stop(
      "--model needs the assistant's model: set ASSISTANT_PROVIDER, ASSISTANT_MODEL and its key (or ASSISTANT_BASE_URL for a local server).",
    );
  const settings = { enabled: withModel, memberDailyRequests: BENCH_DAILY_REQUESTS };
  await db
    .insert(assistantSettings)
    .values({ organizationId, ...settings })
    .onConflictDoUpdate({ target: assistantSettings.organizationId, set: settings });
  return withModel && info ? `the assistant's model (${info.provider} ${info.model} at ${info.host})` : 'the records alone (no model)';
}

/** How the model's answers went: written and checked, withheld by the check, or answered without it. */
export function modelTally(suggestions: readonly Suggestion[]): string {
  const written = suggestions.filter((suggestion) => suggestion.note === MODEL_ANSWER_NOTE).length;
  const withheld = suggestions.filter((suggestion) => suggestion.note === WITHHELD_NOTE).length;
  const fallback = suggestions.filter((suggestion) => suggestion.note?.startsWith("The assistant's model did not answer")).length;
  return `${written} written by the model and checked, ${withheld} withheld by the check, ${fallback} answered without it`;
}
