import type { AssistantModelInfo } from '@/lib/ai/model';
import { AdminNote } from './admin-note';
import { AssistantSettingsForm, type AssistantSettingsValues } from './assistant-settings-form';
import type { FormAction } from './types';

const providerNames: Record<AssistantModelInfo['provider'], string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'An OpenAI-compatible server',
};

/** Where a question goes and what goes with it; with no model configured, that nothing leaves the server. */
function WhatIsSent({ model, enabled }: { model: AssistantModelInfo | null; enabled: boolean }) {
  return (
    <section aria-labelledby="assistant-sent" className="space-y-3">
      <h2 id="assistant-sent" className="text-base font-semibold text-slate-900">
        What is sent
      </h2>
      {model ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-slate-600">Provider</dt>
          <dd className="font-medium text-slate-900">{providerNames[model.provider]}</dd>
          <dt className="text-slate-600">Model</dt>
          <dd className="font-medium text-slate-900">{model.model}</dd>
          <dt className="text-slate-600">Sent to</dt>
          <dd className="font-medium text-slate-900">{model.host}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          <strong>No model is configured: nothing leaves the server.</strong> The assistant answers from your records alone (what blocks a
          framework, what is overdue, where a topic is covered, the record on screen). To draft policies and answer open questions, the
          server&apos;s operator sets <code>ASSISTANT_PROVIDER</code>, <code>ASSISTANT_MODEL</code> and <code>ASSISTANT_API_KEY</code> (or{' '}
          <code>ASSISTANT_BASE_URL</code> for a local model such as Ollama).
        </p>
      )}
      {model && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>The question you type and the page on screen when you ask it.</li>
          <li>The records the assistant&apos;s tools read to answer it, as your role may read them.</li>
          <li>Never API keys, passwords or integration credentials.</li>
          <li>{enabled ? 'While the assistant is off, nothing is sent.' : 'The assistant is off: nothing is sent.'}</li>
        </ul>
      )}
    </section>
  );
}

/** The saved choices as the other roles read them. */
function SettingsRead({ settings }: { settings: AssistantSettingsValues }) {
  return (
    <section aria-labelledby="assistant-settings" className="space-y-3">
      <h2 id="assistant-settings" className="text-base font-semibold text-slate-900">
        Use and limits
      </h2>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-600">Assistant</dt>
        <dd className="font-medium text-slate-900">{settings.enabled ? 'On' : 'Off'}</dd>
        <dt className="text-slate-600">Conversations kept</dt>
        <dd className="font-medium text-slate-900">{settings.retentionDays.toLocaleString('en-US')} days</dd>
        <dt className="text-slate-600">Questions a member may ask a day</dt>
        <dd className="font-medium text-slate-900">{settings.memberDailyRequests.toLocaleString('en-US')}</dd>
        <dt className="text-slate-600">Tokens the organization may use a day</dt>
        <dd className="font-medium text-slate-900">{settings.organizationDailyTokens.toLocaleString('en-US')}</dd>
      </dl>
      <AdminNote>Only administrators can change the assistant&apos;s settings.</AdminNote>
    </section>
  );
}

/** Settings › Assistant: the switch, retention and budgets (administrators change them), and what is sent where. */
export function AssistantSection({
  settings,
  model,
  action,
}: {
  settings: AssistantSettingsValues;
  model: AssistantModelInfo | null;
  action: FormAction<AssistantSettingsValues> | null;
}) {
  return (
    <div className="space-y-8">
      {action ? <AssistantSettingsForm key={settings.version} settings={settings} action={action} /> : <SettingsRead settings={settings} />}
      <WhatIsSent model={model} enabled={settings.enabled} />
    </div>
  );
}
