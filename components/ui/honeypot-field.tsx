import { useId } from 'react';
import { HONEYPOT_FIELD } from '@/lib/domain/honeypot';

/**
 * A text field people never meet and form-filling bots complete (a honeypot). A stylesheet class moves it
 * off-screen (no `hidden` attribute or inline style for a bot to read); tabIndex -1 keeps it out of the tab order,
 * so the aria-hidden wrapper that hides it from assistive technology hides nothing a keyboard can reach; its label
 * keeps it a named field. The server answers a filled one like a success and stores nothing.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
